'use strict';

// users-permissions signs its end-user JWTs with JWT_SECRET. The store has no end users in
// Strapi: its Public role gets no permissions (src/bootstrap/private-drafts.js).
module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } },
});
