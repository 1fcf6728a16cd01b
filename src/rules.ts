// The server's rules the admin dashboard shows and enforces ahead of the API (packages/admin/src/server-rules.ts):
// the one place it imports server code from. Only pure modules (no I/O, no Node built-ins): they are bundled for
// the browser. Moving a rule means changing this file, and the dashboard's type check says whether it still holds.
export { ORDER_STATUSES, allowedMoves, type OrderStatus } from './modules/orders/order-status.js';
export { RETURN_STATUSES, allowedReturnMoves } from './modules/orders/return-status.js';
export { PERMISSIONS, ROLES, ROLE_PERMISSIONS, type Permission, type Role } from './modules/admin-users/roles.js';
export { EVENT_TYPES as WEBHOOK_EVENTS, WEBHOOK_STATUSES } from './modules/webhooks/webhook.js';
