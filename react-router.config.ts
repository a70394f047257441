import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let several test runs work side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
