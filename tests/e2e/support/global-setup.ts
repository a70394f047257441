import { startStudioBuild } from "./studio-build";

export default startStudioBuild;
