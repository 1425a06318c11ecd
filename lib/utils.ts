import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/loading/merge-classes";

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
