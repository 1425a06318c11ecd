import { getLocalObject, putLocalObject } from "@/lib/storage/local-route";

export const GET = getLocalObject;
export const PUT = putLocalObject;
