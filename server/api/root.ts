import { dashboardRouter } from "./dashboard";
import { settingsRouter } from "./settings";
import { createTRPCRouter } from "./trpc";
import { v1Router } from "./v1";

// The app router: /v1 and the settings UI both serve it. Add your router here under one name per
// domain (its procedures' OpenAPI paths are what /v1 exposes, not these names).
export const appRouter = createTRPCRouter({
  dashboard: dashboardRouter,
  settings: settingsRouter,
  v1: v1Router,
});

export type AppRouter = typeof appRouter;
