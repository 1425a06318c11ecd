import { crudRequests } from "@/hooks/create-crud-mutations";

type Sent = { url: string; method: string | undefined; body: unknown };

function recordFetch(answer: Response): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer.clone();
  }) as typeof fetch;
  return sent;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

describe("crudRequests", () => {
  const requests = crudRequests<{ id: string }, { name: string }>("/api/admin/things");

  it("creates in the collection and changes one record at its own URL, the id escaped", async () => {
    const sent = recordFetch(json({ id: "a/b" }));
    await requests.create({ name: "New" });
    await requests.update({ record: { id: "a/b" }, values: { name: "Renamed" } });
    expect(sent).toEqual([
      { url: "/api/admin/things", method: "POST", body: { name: "New" } },
      { url: "/api/admin/things/a%2Fb", method: "PATCH", body: { name: "Renamed" } },
    ]);
  });

  it("deletes by the record, with no body, and answers nothing for a 204", async () => {
    const sent = recordFetch(new Response(null, { status: 204 }));
    await expect(requests.delete({ id: "x" })).resolves.toBeUndefined();
    expect(sent).toEqual([{ url: "/api/admin/things/x", method: "DELETE", body: undefined }]);
  });

  it("fails with SPEC's 'status: body' message", async () => {
    recordFetch(new Response("Thing not found", { status: 404 }));
    await expect(requests.delete({ id: "gone" })).rejects.toThrow("404: Thing not found");
  });
});
