import { runMain } from "./server.ts";

// The projection runner alone (docker-compose's projections service): one active consumer per projection.
await runMain("projections");
