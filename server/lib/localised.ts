/** Words kept in both of the site's languages. */
export type Localised = { en: string; fr: string };
