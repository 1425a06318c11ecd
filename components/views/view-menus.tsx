"use client";

// The Views and Columns menus in one chunk, fetched after hydration (components/list-screen/list-view-menus.tsx).
export { ColumnsMenu } from "@/components/views/columns-menu";
export { ViewsMenu } from "@/components/views/views-menu";
