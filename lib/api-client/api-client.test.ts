import { hasErrorCode, HttpError, refusal, serverMessage } from "@/lib/api-client/errors";
import { apiRequest, queryKeyToUrl } from "@/lib/api-client/request";
import { deleteAction, setStepUpHandler, withStepUp } from "@/lib/api-client/step-up";
import { ERROR_CODE_HEADER } from "@/lib/api/error-codes";

describe("api client", () => {
  it("turns query keys into URLs", () => {
    expect(queryKeyToUrl(["/api/admin/users", "abc"])).toBe("/api/admin/users/abc");
    expect(queryKeyToUrl(["/api/admin/users", { search: "ada", role: "", page: 2 }])).toBe(
      "/api/admin/users?search=ada&page=2",
    );
  });

  it("words errors as 'status: body', else the status text (SPEC §8)", () => {
    expect(new HttpError(409, "Email already exists", "Conflict").message).toBe("409: Email already exists");
    expect(new HttpError(500, "", "Internal Server Error").message).toBe("500: Internal Server Error");
  });

  it("shows the server's message for client errors and the fallback otherwise", () => {
    expect(serverMessage(new HttpError(403, "Only superadmins can use Take Control", "Forbidden"), "x")).toBe(
      "Only superadmins can use Take Control",
    );
    expect(serverMessage(new HttpError(500, "Internal server error", "x"), "Failed to send message")).toBe(
      "Failed to send message",
    );
    expect(serverMessage(new Error("network"), "Failed to send message")).toBe("Failed to send message");
  });

  describe("withStepUp: a call made without fetch (an upload), through the step-up dialog", () => {
    const stepUpAnswer = JSON.stringify({
      error: "reauthentication_required",
      message: "Confirm it's you to continue",
    });
    const refusedForStepUp = () => refusal(401, "application/json", stepUpAnswer, "Unauthorized");
    afterEach(() => setStepUpHandler(null));

    it("asks once, naming the action, and repeats the call once the admin confirmed", async () => {
      const dialog = jest.fn<Promise<boolean>, [action: string | undefined]>(async () => true);
      setStepUpHandler(dialog);
      const call = jest.fn().mockRejectedValueOnce(refusedForStepUp()).mockResolvedValueOnce("imported");
      await expect(withStepUp(call, "import 12 contacts")).resolves.toBe("imported");
      expect([dialog.mock.calls.length, call.mock.calls.length]).toEqual([1, 2]);
      expect(dialog).toHaveBeenCalledWith("import 12 contacts");
    });

    it("fails with the refusal's message when the admin cancels, and asks nothing for other refusals", async () => {
      const dialog = jest.fn(async () => false);
      setStepUpHandler(dialog);
      await expect(withStepUp(() => Promise.reject(refusedForStepUp()))).rejects.toThrow(
        "401: Confirm it's you to continue",
      );
      const other = refusal(409, "text/plain; charset=utf-8", "Another import is running", "Conflict");
      await expect(withStepUp(() => Promise.reject(other))).rejects.toBe(other);
      expect(dialog).toHaveBeenCalledTimes(1);
    });
  });
});

describe("a refusal's code", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is read from the header the server sends it in (ERROR_CODE_HEADER), beside SPEC's text", async () => {
    jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response("Email already exists", { status: 409, headers: { [ERROR_CODE_HEADER]: "user.emailExists" } }),
      );
    const failure = await apiRequest("POST", "/api/admin/users", {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ message: "409: Email already exists", code: "user.emailExists" });
    expect(hasErrorCode(failure, "user.emailExists")).toBe(true);
  });
});

describe("a call that asks for step-up", () => {
  afterEach(() => {
    setStepUpHandler(null);
    jest.restoreAllMocks();
  });

  it("names what it does in the dialog, and answers as a first try once confirmed", async () => {
    const refused = () =>
      new Response(JSON.stringify({ error: "reauthentication_required", message: "Confirm it's you to continue" }), {
        status: 401,
        headers: { "content-type": "application/json" },
      });
    jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(refused())
      .mockResolvedValueOnce(new Response(JSON.stringify({ deleted: 1 }), { status: 200 }));
    const dialog = jest.fn<Promise<boolean>, [action: string | undefined]>(async () => true);
    setStepUpHandler(dialog);
    await expect(
      apiRequest("DELETE", "/api/admin/roadmap/1", undefined, { action: deleteAction("Q3 launch") }),
    ).resolves.toEqual({ deleted: 1 });
    expect(dialog).toHaveBeenCalledWith("delete 'Q3 launch'");
    expect(deleteAction("")).toBeUndefined();
  });
});
