import "../../../app/i18n/dictionaries.server";

export { isPagePath, pageText, translate } from "../../../app/i18n/translate";
