import { diffMigrationsToSchema } from "./schema-engine";
const sql = await diffMigrationsToSchema();
console.log(sql || "in step");
