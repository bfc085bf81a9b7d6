'use strict';

module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
  // Enforce `required` on media and relations at publish (Strapi checks them only with this flag):
  // without it a hero slide or inspiration item without its image publishes, and the shop has to
  // drop it (issue 18).
  documents: { strictRelations: true },
};
