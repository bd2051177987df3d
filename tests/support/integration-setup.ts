import { inject } from "vitest";

// Before any app module reads the environment.
process.env.DATABASE_URL = inject("databaseUrl");
