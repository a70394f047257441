import { removeRunFolder } from "./run-folder";

export const teardown = removeRunFolder;
