import { removeRunFolder } from "../../support/run-folder";

export default removeRunFolder;
