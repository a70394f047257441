import "../../../app/i18n/dictionaries.server";

export { pageText, translate } from "../../../app/i18n/translate";
export { isPagePath } from "../../../app/site/site-map";
