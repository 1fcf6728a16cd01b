// Generated from openapi.json by `npm run api:update` (openapi-typescript): do not edit.

export interface paths {
    "/api2/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; sets admin_auth_token (4 h) and admin_refresh_token (7 d) */
        post: operations["postAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew the access cookie with the refresh cookie (rotates the refresh token) */
        post: operations["postAdminRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session and delete both cookies */
        post: operations["postAdminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in admin and the CSRF token for mutations */
        get: operations["getAdminMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recorded write, newest first, filtered; keyset pages (cursor = nextCursor) */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: operations["getAdminUsers"];
        put?: never;
        /** Create an user */
        post: operations["postAdminUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one user */
        get: operations["getAdminUsersById"];
        put?: never;
        post?: never;
        /** Delete an admin user; 409 for your own account */
        delete: operations["deleteAdminUsersById"];
        options?: never;
        head?: never;
        /** Update an user */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/api2/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List api keys */
        get: operations["getAdminApiKeys"];
        put?: never;
        /** Create a platform key; `key` is shown in this answer only */
        post: operations["postAdminApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an api key */
        delete: operations["deleteAdminApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop settings (defaults until first saved); the ETag is what If-Match compares */
        get: operations["getAdminSettings"];
        /** Fields left out keep their value. With If-Match, only while the settings are as read (412 with the current settings otherwise) */
        put: operations["putAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest orders for the dashboard */
        get: operations["getAdminOrdersRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders and revenue per status and currency created since dateFrom (an instant, or a date meaning its UTC midnight): the dashboard home */
        get: operations["getAdminOrdersSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CSV of every order matching the list filters (streamed) */
        get: operations["getAdminOrdersExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one order */
        get: operations["getAdminOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move the status (allowed moves: see the 400 answer) and/or set tracking data */
        patch: operations["patchAdminOrdersById"];
        trace?: never;
    };
    "/api2/admin/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move or tag the picked orders (orderIds) or every order matching the list filter (filter)
         * @description Each order is changed in its own transaction and answers for itself in results (a refused move does not stop the others). Send a status (with a note, required for cancelled and refunded) or a tagId. A filter matching more than 500 orders is refused (400) before anything changes.
         */
        post: operations["postAdminOrdersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel (from pending, paid, processing); releases the reserved stock */
        post: operations["postAdminOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/{id}/send-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the customer: order_confirmation, shipping_confirmation, invoice (with the invoice PDF attached), cancellation (a cancelled order) or refund (a refunded or partly refunded one)
         * @description 502 MAIL_DELIVERY_FAILED when the mail server does not take the message; nothing is changed then, so the call can be repeated.
         */
        post: operations["postAdminOrdersByIdSendEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/orders/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the order tags */
        put: operations["putAdminOrdersByIdTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/order-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List order tags */
        get: operations["getAdminOrderTags"];
        put?: never;
        /** Create an order tag */
        post: operations["postAdminOrderTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/order-tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an order tag; it is taken off every order that had it */
        delete: operations["deleteAdminOrderTagsById"];
        options?: never;
        head?: never;
        /**
         * Rename an order tag (every order that has it shows the new name)
         * @description 404 when no tag has the id, 409 when another tag has the name.
         */
        patch: operations["patchAdminOrderTagsById"];
        trace?: never;
    };
    "/api2/admin/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice as application/pdf */
        get: operations["getAdminInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/saved-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved order-list views: the shared ones and your own, pinned first, each with its live count */
        get: operations["listSavedViews"];
        put?: never;
        /** Save a view of the order list (shared: needs orders.write) */
        post: operations["createSavedView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/saved-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One saved view with its live count */
        get: operations["getSavedView"];
        put?: never;
        post?: never;
        /** Delete a saved view (your own; a shared one needs orders.write) */
        delete: operations["deleteSavedView"];
        options?: never;
        head?: never;
        /** Rename, refilter, share, pin or move a view (your own; a shared one needs orders.write) */
        patch: operations["updateSavedView"];
        trace?: never;
    };
    "/api2/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of orders and the catalogue as server-sent events
         * @description Server-sent events (text/event-stream) telling the dashboard what changed, within about a second of a commit on any instance sharing the database (docs/api-contract.md, "Live events"). Events, each `data` a JSON object: `ready` {salesVersion, catalogVersion} once on connect; `orders.created` {orders: [{id, orderNumber, status, createdAt}], newestCreatedAt} when new orders were committed; `orders.changed` {salesVersion} when anything of orders, returns or customers changed; `catalog.changed` {catalogVersion} when products, stock or categories changed; `session.ended` {reason} before the server ends the stream because the session was revoked, its admin deleted or its access token expired (refresh, then reconnect); `access.ended` {reason} before it ends the stream because the account's role no longer has orders.read (the session and role are checked before every event and every `: keep-alive` comment, sent every 15 s). At most 3 open streams per session and 5 per admin (per server process): 429 beyond.
         */
        get: operations["streamAdminEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/not-found-paths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Storefront paths that found no redirect, most often first (to create redirects for); paths a redirect now covers are left out */
        get: operations["listNotFoundPaths"];
        put?: never;
        post?: never;
        /** Forgets one path of the list */
        delete: operations["dismissNotFoundPath"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/returns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List returns */
        get: operations["getAdminReturns"];
        put?: never;
        /** Request a return of items of a shipped or delivered order */
        post: operations["postAdminReturns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/returns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one return */
        get: operations["getAdminReturnsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Move the status or change the note; an invalid move is 400 with allowedTransitions */
        patch: operations["patchAdminReturnsById"];
        trace?: never;
    };
    "/api2/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook records, newest first, with counts per status over all records */
        get: operations["getAdminWebhooks"];
        put?: never;
        /** Queue a delivery; the URL (or the default one) must pass the SSRF check, else 400 */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/webhooks/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replay every record matching the filter in one call (failed ones unless status says delivered), each keeping its id */
        post: operations["replayWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/webhooks/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per target URL: deliveries by status and the share of failed attempts over the last `hours`, the last successful delivery and the last failed attempt, paused or not */
        get: operations["webhookTargetHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/webhooks/pauses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Targets whose deliveries are held */
        get: operations["listWebhookPauses"];
        put?: never;
        /** Hold deliveries to one target URL; its events keep being recorded and go out in creation order after resume */
        post: operations["pauseWebhookTarget"];
        /** Resume deliveries to the target URL; 404 when it was not paused */
        delete: operations["resumeWebhookTarget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One record with the payload sent, the next attempt time, the error of every failed attempt and every attempt with its status, latency and reply excerpt */
        get: operations["getAdminWebhooksById"];
        put?: never;
        post?: never;
        /** Delete a webhook */
        delete: operations["deleteAdminWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/webhooks/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a failed or delivered record at the next processor run (same id); 409 while pending */
        post: operations["postAdminWebhooksByIdReplay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registered and guest customers merged, newest first */
        get: operations["getAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/customers/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to 20 customers whose orders match q by name, e-mail or phone */
        get: operations["getAdminCustomersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A registered or (negative id) guest customer with addresses and the last 5 orders */
        get: operations["getAdminCustomersById"];
        /** Updates email, firstName, lastName, phone, vatId, isB2b, b2bGroup; 409 EMAIL_IN_USE; guests 400 */
        put: operations["putAdminCustomersById"];
        post?: never;
        /** Deletes the customer and their addresses; their orders stay */
        delete: operations["deleteAdminCustomersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/customers/{id}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an address; isDefault clears the default of the same type */
        post: operations["postAdminCustomersByIdAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/customers/addresses/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes the fields sent; 404 unless the address is customerId's */
        put: operations["putAdminCustomersAddressesByAddressId"];
        post?: never;
        /** Deletes the address; 404 unless it is customerId's */
        delete: operations["deleteAdminCustomersAddressesByAddressId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's images in display order */
        get: operations["getAdminProductsByIdImages"];
        put?: never;
        /** Uploads an image (multipart: file, alt) and appends it; the format is read from the bytes and must be allowed by the settings */
        post: operations["postAdminProductsByIdImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/images/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the product's images in the order given; imageIds must name each of its images once (400 otherwise) */
        put: operations["putAdminProductsByIdImagesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes the image with its files; 404 unless it is an image of that product */
        delete: operations["deleteAdminProductsByIdImagesByImageId"];
        options?: never;
        head?: never;
        /** Changes an image's alt text (also the alt of its media library item); 404 unless it is an image of that product */
        patch: operations["patchAdminProductsByIdImagesByImageId"];
        trace?: never;
    };
    "/api2/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The library, newest first */
        get: operations["getAdminMedia"];
        put?: never;
        /** Uploads an image (multipart: file, alt, title); the format is read from the bytes */
        post: operations["postAdminMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes alt and title */
        put: operations["putAdminMediaById"];
        post?: never;
        /** Deletes the file(s) on the server and the entry; product images using it go too */
        delete: operations["deleteAdminMediaById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/media/{id}/uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the item is used: products showing it as an image (deleting it removes those images), blog posts and pages whose text names its file */
        get: operations["getAdminMediaByIdUses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible products with the public fields, in id order (no credential) */
        get: operations["getAdminProducts"];
        put?: never;
        /** Creates a product (slug from the name); 409 SKU_EXISTS; 403 QUOTA_EXCEEDED at the plan quota */
        post: operations["postAdminProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products whose name or SKU contains q, optionally in a category (id or slug; with includeSubcategories, or below it), newest first or by sortBy */
        get: operations["getAdminProductsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/check-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a product other than excludeId uses the slug or SKU */
        get: operations["getAdminProductsCheckSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Best sellers and most viewed of the last 30 days, stock rows at or below the low-stock threshold; bestSellers (units sold, revenue) is empty for roles without orders.read */
        get: operations["getAdminProductsPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/bulk-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies updates to each product in its own transaction, versioned with changeReason and batchId; failures are listed, never rolled back; dryRun: true previews */
        post: operations["postAdminProductsBulkUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/bulk-update/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bulk edit: who, when, why, the fields it set, its products and whether it was reverted */
        get: operations["getProductBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/bulk-update/{batchId}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts each product of the batch back to its state before it (stock excepted), as new versions; products changed since are skipped unless force; 409 while another revert of it runs or once it is reverted */
        post: operations["revertProductBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product with category, images, videos, stock and SEO fields; its ETag is what If-Match compares */
        get: operations["getAdminProductsById"];
        put?: never;
        post?: never;
        /** Deletes the product with its variants, versions, stock, images and image files; with If-Match, only while it is as read */
        delete: operations["deleteAdminProductsById"];
        options?: never;
        head?: never;
        /** Changes the allowed fields (others are ignored); stores the prior state as a version; refreshes derived SEO fields. With If-Match, only while the product is as read (412 with the current product otherwise) */
        patch: operations["patchAdminProductsById"];
        trace?: never;
    };
    "/api2/admin/products/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product's versions, oldest first */
        get: operations["getAdminProductsByIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/versions/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields that differ between two versions, {field: {a, b}} */
        get: operations["getAdminProductsByIdVersionsCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/versions/{versionNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version with the snapshot of the product before that change */
        get: operations["getAdminProductsByIdVersionsByVersionNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/versions/{versionNumber}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies the snapshot (stock excepted) as a new change; the current state becomes a version first */
        post: operations["postAdminProductsByIdVersionsByVersionNumberRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/variants/{variantId}/group-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variant's customer-group price lists with their quantity tiers */
        get: operations["getAdminProductsByIdVariantsByVariantIdGroupPrices"];
        /** Replaces the variant's customer-group price lists; each group's tiers cover 1 and up without gaps or overlaps (else 400) */
        put: operations["putAdminProductsByIdVariantsByVariantIdGroupPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/group-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A one-variant product's customer-group price lists (several variants: 400 naming variantId) */
        get: operations["getAdminProductsByIdGroupPrices"];
        /** Replaces a one-variant product's customer-group price lists (several variants: 400 naming variantId) */
        put: operations["putAdminProductsByIdGroupPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The options, variants (every status, with stock) and price range of a product */
        get: operations["getAdminProductsByIdVariants"];
        put?: never;
        /** Adds a variant for a combination of option values; 409 SKU_EXISTS, 409 when the combination exists */
        post: operations["postAdminProductsByIdVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the options (at most three): an added option gives existing variants its first value; variants with a removed value are deleted */
        put: operations["putAdminProductsByIdOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/products/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a variant and its stock; 400 for the last one, 409 while it holds reserved stock; orders keep their snapshot */
        delete: operations["deleteAdminProductsByIdVariantsByVariantId"];
        options?: never;
        head?: never;
        /** Changes a variant's SKU, option values, prices, barcode, weight or status */
        patch: operations["patchAdminProductsByIdVariantsByVariantId"];
        trace?: never;
    };
    "/api2/admin/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One variant by its id alone, with its product’s id and name (a promotion’s target, a ledger row) */
        get: operations["getAdminVariantsByVariantId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ordered by sortOrder, name, id */
        get: operations["getAdminCategories"];
        put?: never;
        /** The slug is generated from the name */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With subcategories, breadcrumb and SEO fields; its ETag is what If-Match compares */
        get: operations["getAdminCategoriesById"];
        /** Changes the fields sent (a move is a new parentId, a reorder a new sortOrder); answers {category, diff}. With If-Match, only while the category is as read */
        put: operations["putAdminCategoriesById"];
        post?: never;
        /** 409 while subcategories or products exist; with If-Match, only while the category is as read */
        delete: operations["deleteAdminCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/inventory/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rows per variant and warehouse, in product order */
        get: operations["getAdminInventoryStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/inventory/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rows with available ≤ threshold, lowest available first */
        get: operations["getAdminInventoryLowStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inventory ledger, newest first; each entry names the order, return or adjustment behind it (orders and returns only for roles with orders.read: for others reference is null, reason the word order or return and a shopper actor `shopper`)
         * @description For each variant and warehouse the sum of quantityDelta equals the stock row's quantity, and the sum of reservedDelta its reserved.
         */
        get: operations["getAdminInventoryMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/inventory/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signed change with a reason; 400 when the quantity would go below zero (or below what is reserved) */
        post: operations["postAdminInventoryAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/inventory/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every warehouse with its totals; not paginated */
        get: operations["getAdminInventoryWarehouses"];
        put?: never;
        /** Adds a warehouse; 409 when the code exists */
        post: operations["postAdminInventoryWarehouses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List blog */
        get: operations["getAdminBlog"];
        put?: never;
        /** Create a blog */
        post: operations["postAdminBlog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post; its ETag is what If-Match compares */
        get: operations["getAdminBlogById"];
        /** With If-Match, only while the post is as read (412 with the current post otherwise) */
        put: operations["putAdminBlogById"];
        post?: never;
        /** With If-Match, only while the post is as read */
        delete: operations["deleteAdminBlogById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pages */
        get: operations["getAdminPages"];
        put?: never;
        /** A page with its sections */
        post: operations["postAdminPages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page with its sections; its ETag is what If-Match compares */
        get: operations["getAdminPagesById"];
        /** sections, when sent, replace the page's sections; with If-Match, only while the page is as read */
        put: operations["putAdminPagesById"];
        post?: never;
        /** 409 while the page has sections; with If-Match, only while it is as read */
        delete: operations["deleteAdminPagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/seo/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List settings */
        get: operations["getAdminSeoSettings"];
        /** Changes the fields sent */
        put: operations["putAdminSeoSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/seo/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List rules */
        get: operations["getAdminSeoRules"];
        put?: never;
        /** Create a rule */
        post: operations["postAdminSeoRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/seo/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a rule */
        put: operations["putAdminSeoRulesById"];
        post?: never;
        /** Delete a rule */
        delete: operations["deleteAdminSeoRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/seo/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With each redirect's hits and last hit */
        get: operations["getAdminSeoRedirects"];
        put?: never;
        /** 400 when it would make a loop */
        post: operations["postAdminSeoRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/seo/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a redirect */
        put: operations["putAdminSeoRedirectsById"];
        post?: never;
        /** Delete a redirect */
        delete: operations["deleteAdminSeoRedirectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List translations */
        get: operations["getAdminTranslations"];
        put?: never;
        /** Create or replace the translation of one entity in one language (201 created, 200 replaced) */
        post: operations["postAdminTranslations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/translations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a translation */
        delete: operations["deleteAdminTranslationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/shipping/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zones by name, each with its method count */
        get: operations["getAdminShippingZones"];
        put?: never;
        /** Create a zone */
        post: operations["postAdminShippingZones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/shipping/zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zone with its methods */
        get: operations["getAdminShippingZonesById"];
        /** Update a zone */
        put: operations["putAdminShippingZonesById"];
        post?: never;
        /** Deletes the zone and its methods */
        delete: operations["deleteAdminShippingZonesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/shipping/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** name, methodType and zoneId are required */
        post: operations["postAdminShippingMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/shipping/methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Only the fields sent change */
        put: operations["putAdminShippingMethodsById"];
        post?: never;
        /** Delete a method */
        delete: operations["deleteAdminShippingMethodsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/reports/oss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OSS report of a quarter: sales to consumers in other EU countries per country and rate (CSV); the vat column sums to those orders' tax */
        get: operations["getAdminReportsOss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Net or gross prices, the gross mode, rounding, the shop's country; the ETag is what If-Match compares */
        get: operations["getAdminTaxSettings"];
        /** Fields left out keep their value; shopCountry needs a standard rate (409). With If-Match, only while the settings are as read (412 otherwise) */
        put: operations["putAdminTaxSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Built-in classes first, each with its rate count */
        get: operations["getAdminTaxClasses"];
        put?: never;
        /** A custom class; 409 when the code exists */
        post: operations["postAdminTaxClasses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one classe */
        get: operations["getAdminTaxClassesById"];
        /** Renames the class; its code stays */
        put: operations["putAdminTaxClassesById"];
        post?: never;
        /** 409 for a built-in class or one with rates (named) */
        delete: operations["deleteAdminTaxClassesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rates by country, region and class */
        get: operations["getAdminTaxRates"];
        put?: never;
        /** One rate per class and zone (409 otherwise); unknown countries 400 */
        post: operations["postAdminTaxRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one rate */
        get: operations["getAdminTaxRatesById"];
        /** Only the fields sent change */
        put: operations["putAdminTaxRatesById"];
        post?: never;
        /** 409 for the shop country's standard rate (the settings use it) */
        delete: operations["deleteAdminTaxRatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/rates/eu-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the built-in classes' rates of the 27 EU countries from the shipped, dated rates file */
        post: operations["postAdminTaxRatesEuImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/tax/vat-id-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a VAT ID's format (400 when malformed), then asks VIES */
        post: operations["postAdminTaxVatIdChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions, newest first, optionally by status, with their use counts */
        get: operations["getAdminPromotions"];
        put?: never;
        /** Creates a promotion (active); what each kind requires is in docs/promotions.md */
        post: operations["postAdminPromotions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quotes a sample cart against a draft promotion alone (as if automatic and active; a guest, no shipping), with the store quote's pricing: nothing is saved, no use taken */
        post: operations["postAdminPromotionsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion; its ETag is what If-Match compares */
        get: operations["getAdminPromotionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the fields sent (the result is checked whole). With If-Match, only while the promotion is as read (412 with the current one otherwise) */
        patch: operations["patchAdminPromotionsById"];
        trace?: never;
    };
    "/api2/admin/promotions/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the promotion brought: uses, orders, discount given and revenue, over its orders that are not cancelled */
        get: operations["getAdminPromotionsByIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pauses the promotion: no quote applies it and no order takes a use of it until resumed */
        post: operations["postAdminPromotionsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resumes a paused promotion */
        post: operations["postAdminPromotionsByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion's codes in creation order, with their use counts */
        get: operations["getAdminPromotionsByIdCodes"];
        put?: never;
        /** Adds codes (case-insensitive, stored upper-case); all or none: 409 when one exists already */
        post: operations["postAdminPromotionsByIdCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}/codes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generates count unique random codes (prefix + length characters), in one transaction */
        post: operations["postAdminPromotionsByIdCodesGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/admin/promotions/{id}/codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion's codes as CSV (streamed) */
        get: operations["getAdminPromotionsByIdCodesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register; answers the same for a new and an already registered e-mail */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm the e-mail address with the mailed token */
        get: operations["getAuthVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a login */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List me */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a logout */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/auth/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in customer's own orders, newest first */
        get: operations["getAuthOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/cart/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The price of a cart as checkout would charge it now: automatic promotions and codes, each discount with its promotion, refused codes with their reasons */
        post: operations["postStoreCartQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checkout for a guest (email, firstName, lastName) or the logged-in customer; prices come from the catalogue */
        post: operations["postStoreOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active shipping methods a checkout can name in shippingMethodId */
        get: operations["getStoreShippingMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible products, newest first, with available stock and the first image */
        get: operations["getStoreProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A visible product with its images and variants; 404 for hidden ones */
        get: operations["getStoreProductsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/store/redirects/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an old storefront path leads (exact match on the path), counting the hit; 404 when no enabled redirect starts there (recorded for the staff's list of paths not found, at most 30 per client address in 10 minutes) */
        get: operations["resolveRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/payments/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment result from the provider; replays of a transactionId change nothing
         * @description A succeeded transaction for an order another transaction already paid is 409 DUPLICATE_PAYMENT (a possible double charge, noted on the order for a refund).
         */
        post: operations["postPaymentsCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved settings; 404 until first saved; the ETag is what If-Match compares */
        get: operations["getV1Settings"];
        /** Create or update; every field optional; answers the full settings. With If-Match, only while the settings are as read (412 with the current settings otherwise) */
        put: operations["putV1Settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first */
        get: operations["getV1Orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items, addresses, payment method, tax and status history */
        get: operations["getV1OrdersById"];
        /** Move the status (same moves as the admin surface) and/or add a note; an invalid move is 400 {error, allowedTransitions} */
        put: operations["putV1OrdersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/shipping/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Zones by name, each with its method count */
        get: operations["getV1ShippingZones"];
        put?: never;
        /** Create a zone */
        post: operations["postV1ShippingZones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/shipping/zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zone with its methods */
        get: operations["getV1ShippingZonesById"];
        /** Update a zone */
        put: operations["putV1ShippingZonesById"];
        post?: never;
        /** Deletes the zone and its methods */
        delete: operations["deleteV1ShippingZonesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/shipping/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** name, methodType and zoneId are required */
        post: operations["postV1ShippingMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/shipping/methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Only the fields sent change */
        put: operations["putV1ShippingMethodsById"];
        post?: never;
        /** Delete a method */
        delete: operations["deleteV1ShippingMethodsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Net or gross prices, the gross mode, rounding, the shop's country; the ETag is what If-Match compares */
        get: operations["getV1TaxSettings"];
        /** Fields left out keep their value; shopCountry needs a standard rate (409). With If-Match, only while the settings are as read (412 otherwise) */
        put: operations["putV1TaxSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Built-in classes first, each with its rate count */
        get: operations["getV1TaxClasses"];
        put?: never;
        /** A custom class; 409 when the code exists */
        post: operations["postV1TaxClasses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one classe */
        get: operations["getV1TaxClassesById"];
        /** Renames the class; its code stays */
        put: operations["putV1TaxClassesById"];
        post?: never;
        /** 409 for a built-in class or one with rates (named) */
        delete: operations["deleteV1TaxClassesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rates by country, region and class */
        get: operations["getV1TaxRates"];
        put?: never;
        /** One rate per class and zone (409 otherwise); unknown countries 400 */
        post: operations["postV1TaxRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one rate */
        get: operations["getV1TaxRatesById"];
        /** Only the fields sent change */
        put: operations["putV1TaxRatesById"];
        post?: never;
        /** 409 for the shop country's standard rate (the settings use it) */
        delete: operations["deleteV1TaxRatesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/rates/eu-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the built-in classes' rates of the 27 EU countries from the shipped, dated rates file */
        post: operations["postV1TaxRatesEuImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/tax/vat-id-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a VAT ID's format (400 when malformed), then asks VIES */
        post: operations["postV1TaxVatIdChecks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promotions, newest first, optionally by status, with their use counts */
        get: operations["getV1Promotions"];
        put?: never;
        /** Creates a promotion (active); what each kind requires is in docs/promotions.md */
        post: operations["postV1Promotions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion; its ETag is what If-Match compares */
        get: operations["getV1PromotionsById"];
        /** Changes the fields sent (the result is checked whole); with If-Match, only while the promotion is as read */
        put: operations["putV1PromotionsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the promotion brought: uses, orders, discount given and revenue, over its orders that are not cancelled */
        get: operations["getV1PromotionsByIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pauses the promotion */
        post: operations["postV1PromotionsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resumes a paused promotion */
        post: operations["postV1PromotionsByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion's codes in creation order */
        get: operations["getV1PromotionsByIdCodes"];
        put?: never;
        /** Adds codes (case-insensitive); all or none: 409 when one exists already */
        post: operations["postV1PromotionsByIdCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/codes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generates count unique random codes */
        post: operations["postV1PromotionsByIdCodesGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/promotions/{id}/codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotion's codes as CSV (streamed) */
        get: operations["getV1PromotionsByIdCodesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ordered by sortOrder, name, id */
        get: operations["getV1Categories"];
        put?: never;
        /** The slug is generated from the name */
        post: operations["postV1Categories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With subcategories, breadcrumb and SEO fields; its ETag is what If-Match compares */
        get: operations["getV1CategoriesById"];
        /** Changes the fields sent; answers {category, diff}. With If-Match, only while the category is as read (412 with the current one otherwise) */
        put: operations["putV1CategoriesById"];
        post?: never;
        /** 409 while subcategories or products exist; with If-Match, only while the category is as read */
        delete: operations["deleteV1CategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/inventory/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rows per variant and warehouse, in product order */
        get: operations["getV1InventoryStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/inventory/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rows with available ≤ threshold, lowest available first */
        get: operations["getV1InventoryLowStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inventory ledger, newest first: every change of quantity or reserved (issue 12)
         * @description Append-only. For each variant and warehouse the sum of quantityDelta equals the stock row's quantity, and the sum of reservedDelta its reserved.
         */
        get: operations["listInventoryMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/inventory/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signed change; 400 when the quantity would go below zero */
        post: operations["postV1InventoryAdjustments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/inventory/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every warehouse with its totals; not paginated */
        get: operations["getV1InventoryWarehouses"];
        put?: never;
        /** Adds a warehouse (beyond the spec) */
        post: operations["postV1InventoryWarehouses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List blog */
        get: operations["getV1Blog"];
        put?: never;
        /** Create a blog */
        post: operations["postV1Blog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/blog/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post; its ETag is what If-Match compares */
        get: operations["getV1BlogById"];
        /** Changes the fields sent; with If-Match, only while the post is as read (412 with the current post otherwise) */
        put: operations["putV1BlogById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List pages */
        get: operations["getV1Pages"];
        put?: never;
        /** Create a page */
        post: operations["postV1Pages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page with its sections; its ETag is what If-Match compares */
        get: operations["getV1PagesById"];
        /** Changes the fields sent; with If-Match, only while the page is as read (412 with the current page otherwise) */
        put: operations["putV1PagesById"];
        post?: never;
        /** 409 while the page has sections; with If-Match, only while it is as read */
        delete: operations["deleteV1PagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/seo/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List settings */
        get: operations["getV1SeoSettings"];
        /** Create or update */
        put: operations["putV1SeoSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/seo/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List rules */
        get: operations["getV1SeoRules"];
        put?: never;
        /** Create a rule */
        post: operations["postV1SeoRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/seo/rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a rule */
        put: operations["putV1SeoRulesById"];
        post?: never;
        /** Delete a rule */
        delete: operations["deleteV1SeoRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/seo/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List redirects */
        get: operations["getV1SeoRedirects"];
        put?: never;
        /** Create a redirect */
        post: operations["postV1SeoRedirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/seo/redirects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a redirect */
        put: operations["putV1SeoRedirectsById"];
        post?: never;
        /** Delete a redirect */
        delete: operations["deleteV1SeoRedirectsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List translations */
        get: operations["getV1Translations"];
        put?: never;
        /** Create or replace the translation of one entity in one language (201 created, 200 replaced) */
        post: operations["postV1Translations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/translations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a translation */
        delete: operations["deleteV1TranslationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registered customers, newest first, e-mails masked */
        get: operations["getV1Customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact data, addresses, last 10 orders, B2B group and notes */
        get: operations["getV1CustomersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List media */
        get: operations["getV1Media"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes alt and title */
        put: operations["putV1MediaById"];
        post?: never;
        /** Deletes the file(s) on the server and the entry; product images using it go too */
        delete: operations["deleteV1MediaById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest first; search in name and SKU, status (active = visible), category_id; per_page at most 200 */
        get: operations["getV1Products"];
        put?: never;
        /** name and price required; slug generated from the name, SKU generated when absent */
        post: operations["postV1Products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** With category, images, variants, attributes and SEO fields */
        get: operations["getV1ProductsById"];
        /** Changes only the fields sent (versioned like an admin PATCH); answers the full product. With If-Match, only while the product is as read (412 with the current product otherwise) */
        put: operations["putV1ProductsById"];
        post?: never;
        /** Deletes the product with its variants, stock, images and image files; with If-Match, only while it is as read */
        delete: operations["deleteV1ProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}/variants/{variantId}/group-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variant's customer-group price lists with their quantity tiers */
        get: operations["getV1ProductsByIdVariantsByVariantIdGroupPrices"];
        /** Replaces the variant's customer-group price lists; each group's tiers cover 1 and up without gaps or overlaps (else 400) */
        put: operations["putV1ProductsByIdVariantsByVariantIdGroupPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}/group-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A one-variant product's customer-group price lists (several variants: 400 naming variantId) */
        get: operations["getV1ProductsByIdGroupPrices"];
        /** Replaces a one-variant product's customer-group price lists (several variants: 400 naming variantId) */
        put: operations["putV1ProductsByIdGroupPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The options, variants (every status, with stock) and price range of a product */
        get: operations["getV1ProductsByIdVariants"];
        put?: never;
        /** Adds a variant for a combination of option values; 409 SKU_EXISTS, 409 when the combination exists */
        post: operations["postV1ProductsByIdVariants"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces the options (at most three): an added option gives existing variants its first value; variants with a removed value are deleted */
        put: operations["putV1ProductsByIdOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api2/v1/products/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a variant and its stock; 400 for the last one, 409 while it holds reserved stock; orders keep their snapshot */
        delete: operations["deleteV1ProductsByIdVariantsByVariantId"];
        options?: never;
        head?: never;
        /** Changes a variant's SKU, option values, prices, barcode, weight or status */
        patch: operations["patchV1ProductsByIdVariantsByVariantId"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "error": "Product not found",
         *       "code": "NOT_FOUND"
         *     }
         */
        Error: {
            error: string;
            code: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "error": "Unauthorized"
         *     }
         */
        PlatformError: {
            error: string;
        } & {
            [key: string]: unknown;
        };
        Product: {
            id: number;
            sku: string;
            slug: string;
            name: string;
            description: string;
            brand: string | null;
            price: number;
            categoryId: number | null;
            category: {
                id: number;
                name: string;
                slug: string;
            } | null;
            /** @description the tax class of the product and its variants; null: standard */
            taxClassId: number | null;
            isHidden: boolean;
            /** @enum {unknown} */
            status: "active" | "draft" | "archived";
            /** @description on-hand quantity over all warehouses */
            stock: number;
            /** @description stock minus what open orders hold */
            availableStock: number;
            images: components["schemas"]["ProductImage"][];
            videos: unknown[];
            seoTitle: string | null;
            seoDescription: string | null;
            seoKeywords: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        PublicProduct: {
            id: number;
            sku: string;
            name: string;
            price: number;
            description: string;
            brand: string | null;
        };
        ProductImage: {
            id: number;
            mediaId: number;
            url: string;
            thumbnailUrl: string | null;
            alt: string;
            sortOrder: number;
            width: number | null;
            height: number | null;
        };
        PlatformProductListItem: {
            id: number;
            sku: string;
            slug: string;
            name: string;
            description: string;
            price: number;
            brand: string | null;
            categoryId: number | null;
            /** @enum {unknown} */
            status: "active" | "draft" | "archived";
            /** @description on-hand quantity over all warehouses */
            stock: number;
            /** @description stock minus what open orders hold */
            availableStock: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Order: {
            id: number;
            orderNumber: number;
            /** @enum {unknown} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @enum {unknown} */
            paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
            customerName: string;
            customerEmail: string;
            totalAmount: number;
            currency: string;
            paymentMethod: string;
            orderSource: string;
            /** Format: date-time */
            createdAt: string;
            customerId: number | null;
            customerPhone: string | null;
            shippingAddress: components["schemas"]["Address"];
            billingAddress: {
                street: string;
                city: string;
                postalCode: string;
                /** @description ISO 3166 code or name */
                country: string;
            } | null;
            items: components["schemas"]["OrderItem"][];
            /** @description each discount given: per item (line and allocated order discounts) and on the shipping; totalAmount is after them */
            discounts?: components["schemas"]["OrderDiscount"][];
            /** @description the discounts summed per promotion and code, in the order first given */
            discountTotals?: {
                promotionId: number;
                /** @description the promotion's name when the order was placed (a later rename does not change it); null only for an order placed before names were kept whose promotion was already gone */
                promotionName: string | null;
                /** @description the code it came through; null for an automatic promotion */
                code: string | null;
                /** @description EUR, the sum of its discounts in the order */
                amount: number;
            }[];
            subtotal: number;
            shippingCost: number;
            /** @description VAT included in totalAmount */
            tax: number;
            /** @description percent: 19, the rate orders were taxed at before per-line tax; taxLines has the rates charged */
            taxRate: number;
            /** @description per rate, highest first; their tax sums to tax, their gross to totalAmount */
            taxLines: {
                /** @description percent */
                rate: number;
                net: number;
                tax: number;
                gross: number;
            }[];
            /** @description the buyer's VAT ID at checkout */
            vatId: string | null;
            vatIdStatus: ("valid" | "invalid" | "unconfirmed") | null;
            /** @description 0 % VAT: the buyer owes it (a VAT ID VIES confirmed) */
            reverseCharge: boolean;
            /** @description why staff should check the order's tax (VIES did not confirm the VAT ID); null: nothing */
            taxReview: string | null;
            shippingMethod: {
                id: number;
                name: string;
            } | null;
            invoice: {
                id: number;
                invoiceNumber: string;
                pdfUrl: string;
            } | null;
            trackingNumber: string | null;
            trackingUrl: string | null;
            /** @description the customer note given at checkout */
            note: string | null;
            tags: components["schemas"]["OrderTag"][];
            statusHistory: components["schemas"]["OrderStatusChange"][];
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "id": 1042,
         *       "orderNumber": 100042,
         *       "status": "paid",
         *       "paymentStatus": "paid",
         *       "customerName": "Anna Schmidt",
         *       "customerEmail": "anna@example.org",
         *       "totalAmount": 59.9,
         *       "currency": "EUR",
         *       "paymentMethod": "card",
         *       "orderSource": "web",
         *       "createdAt": "2026-03-14T09:21:07.000Z"
         *     }
         */
        OrderListItem: {
            id: number;
            orderNumber: number;
            /** @enum {unknown} */
            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            /** @enum {unknown} */
            paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
            customerName: string;
            customerEmail: string;
            totalAmount: number;
            currency: string;
            paymentMethod: string;
            orderSource: string;
            /** Format: date-time */
            createdAt: string;
        };
        OrderItem: {
            id: number;
            productId: number | null;
            /** @description the variant sold, kept after it is deleted; only for variants with option values */
            variantId?: number;
            productName: string;
            /** @description the variant as named when sold */
            variantName?: string;
            /** @description the options bought, as named when sold */
            options?: {
                name: string;
                value: string;
            }[];
            sku: string;
            quantity: number;
            unitPrice: number;
            totalPrice: number;
            /** @description the line's VAT rate in percent */
            taxRate: number;
            /** @description the line without VAT */
            net: number;
            /** @description the line's VAT */
            tax: number;
            /** @description the line with VAT */
            gross: number;
        };
        OrderDiscount: {
            /** @description the item it was taken off; null: off the shipping */
            orderItemId: number | null;
            promotionId: number;
            /** @description the promotion's name when the order was placed (a later rename does not change it); null only for an order placed before names were kept whose promotion was already gone */
            promotionName: string | null;
            /** @description the code it came through; null for an automatic promotion */
            code: string | null;
            /** @description EUR */
            amount: number;
        };
        CartQuote: {
            lines: {
                productId: number;
                variantId: number;
                sku: string;
                quantity: number;
                unitPrice: number;
                /** @description unitPrice × quantity */
                subtotal: number;
                /** @description line discounts, then this line's share of each order discount, in order of application */
                discounts: {
                    promotionId: number;
                    code: string | null;
                    /** @enum {unknown} */
                    class: "product" | "order" | "shipping";
                    /** @description EUR */
                    amount: number;
                }[];
                discount: number;
                /** @description subtotal − discount */
                total: number;
            }[];
            subtotal: number;
            /** @description Σ of the lines' discounts */
            discount: number;
            shippingCost: number;
            shippingDiscount: number;
            /** @description Σ line totals + shippingCost − shippingDiscount: what checkout charges */
            total: number;
            /** @description VAT included in total */
            tax: number;
            /** @description a VAT ID VIES confirmed, of and to another member state: 0 % VAT (docs/tax.md, "B2B") */
            reverseCharge: boolean;
            /** @description each applied promotion once, with what it took off in all */
            applied: {
                promotionId: number;
                code: string | null;
                /** @enum {unknown} */
                class: "product" | "order" | "shipping";
                /** @description EUR */
                amount: number;
            }[];
            refused: {
                code: string;
                /** @enum {unknown} */
                reason: "UNKNOWN_CODE" | "EXPIRED" | "NOT_STARTED" | "MIN_SUBTOTAL" | "NOT_APPLICABLE" | "LIMIT_REACHED" | "NOT_COMBINABLE";
            }[];
        };
        OrderStatusChange: {
            fromStatus: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded") | null;
            /** @enum {unknown} */
            toStatus: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
            note: string | null;
            /** @description admin:<id>, api_key:<id>, customer:<id> or system */
            actor: string;
            /** @description the admin's, API key's or customer's name; null for the system and deleted actors */
            actorName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        OrderTag: {
            id: number;
            name: string;
        };
        SavedView: {
            id: number;
            name: string;
            /** @description the query parameters of GET /api2/admin/orders, without page and limit */
            filter: {
                /** @description order number, customer name or e-mail; every word must match */
                search?: string;
                /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                paymentMethod?: string;
                /** @description ISO 8601 date or date-time, inclusive */
                dateFrom?: string;
                /** @description ISO 8601; a bare date includes the whole day */
                dateTo?: string;
                /** @description EUR, inclusive */
                minAmount?: number;
                /** @description EUR, inclusive */
                maxAmount?: number;
                orderSource?: string;
                /** @description repeatable; orders with any of the tags */
                tagId?: number[];
                /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                taxReview?: boolean;
                /**
                 * @default createdAt
                 * @enum {unknown}
                 */
                sortBy: "createdAt" | "totalAmount" | "orderNumber" | "status" | "customerName";
                /**
                 * @default desc
                 * @enum {unknown}
                 */
                sortOrder: "asc" | "desc";
            };
            /** @description true: every member of staff who may read orders sees it; false: its owner only */
            shared: boolean;
            pinned: boolean;
            position: number;
            ownerId: number;
            /** @description orders matching the filter now, as the order list counts its total */
            count: number;
            /** @description true when count is an estimate (as the order list's totalEstimated) */
            countEstimated: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * @example {
         *       "street": "Hauptstraße 12",
         *       "city": "Berlin",
         *       "postalCode": "10115",
         *       "country": "DE"
         *     }
         */
        Address: {
            street: string;
            city: string;
            postalCode: string;
            /** @description ISO 3166 code or name */
            country: string;
        };
        /**
         * @example {
         *       "id": 7,
         *       "type": "shipping",
         *       "firstName": "Anna",
         *       "lastName": "Schmidt",
         *       "street": "Hauptstraße 12",
         *       "city": "Berlin",
         *       "postalCode": "10115",
         *       "country": "DE",
         *       "isDefault": true
         *     }
         */
        CustomerAddress: {
            id: number;
            /** @enum {unknown} */
            type: "shipping" | "billing";
            firstName: string;
            lastName: string;
            street: string;
            city: string;
            postalCode: string;
            country: string;
            isDefault: boolean;
        };
        Customer: {
            /** @description negative for guest customers */
            id: number;
            email: string;
            firstName: string;
            lastName: string;
            phone: string | null;
            orderCount: number;
            /** @description EUR, orders in paid, processing, shipped or delivered */
            totalSpent: number;
            isVerified: boolean;
            /** @description normalized (DE123456789); null for none and for guests */
            vatId: string | null;
            isB2b: boolean;
            /** @description the price group (customer-group price lists) */
            b2bGroup: string | null;
            addresses: components["schemas"]["CustomerAddress"][];
            recentOrders: components["schemas"]["CustomerRecentOrder"][];
            /** Format: date-time */
            createdAt: string;
        };
        CustomerListItem: {
            /** @description negative for guest customers */
            id: number;
            email: string;
            firstName: string;
            lastName: string;
            /** @description absent on guest entries */
            phone?: string | null;
            orderCount: number;
            /** @description EUR, orders in paid, processing, shipped or delivered */
            totalSpent: number;
            isGuest: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "id": 1042,
         *       "orderNumber": 100042,
         *       "status": "shipped",
         *       "totalAmount": 59.9,
         *       "createdAt": "2026-03-14T09:21:07.000Z"
         *     }
         */
        CustomerRecentOrder: {
            id: number;
            orderNumber: number;
            status: string;
            totalAmount: number;
            /** Format: date-time */
            createdAt: string;
        };
        PlatformCustomer: {
            id: number;
            email: string;
            firstName: string;
            lastName: string;
            phone: string | null;
            orderCount: number;
            /** @description EUR, orders in paid, processing, shipped or delivered */
            totalSpent: number;
            isVerified: boolean;
            /** @description normalized (DE123456789); null for none and for guests */
            vatId: string | null;
            isB2b: boolean;
            /** @description the price group (customer-group price lists) */
            b2bGroup: string | null;
            addresses: components["schemas"]["CustomerAddress"][];
            recentOrders: components["schemas"]["CustomerRecentOrder"][];
            /** Format: date-time */
            createdAt: string;
            b2b: {
                isB2b: boolean;
                group: string | null;
            };
            notes: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        PlatformCustomerListItem: {
            id: number;
            /** @description masked: first character + ***@ + domain */
            email: string;
            firstName: string;
            lastName: string;
            isB2b: boolean;
            b2bGroup: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        Webhook: {
            id: number;
            eventType: string;
            url: string;
            /** @enum {unknown} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description Unix seconds */
            createdAt: number;
            /** @description Unix seconds */
            deliveredAt: number | null;
            /** @description queued by an operator (POST), not emitted by the shop; its deliveries carry X-Webhook-Manual: true */
            manual: boolean;
            /** @description The body sent: {event, timestamp, data} */
            payload: unknown;
            /** @description Unix seconds */
            nextAttemptAt: number | null;
            errors: {
                attempt: number;
                /** Format: date-time */
                at: string;
                statusCode: number | null;
                error: string;
            }[];
            lastError: string | null;
            /** @description every attempt, failed and successful, oldest first; a replay keeps the earlier ones and starts a new round (attempt 1 again) */
            attemptLog: {
                /** @description 1 for the first attempt since the record was queued or last replayed */
                attempt: number;
                /**
                 * Format: date-time
                 * @description when the attempt started
                 */
                at: string;
                /** @description the HTTP status of the reply; null without one (refused address, network error, time-out) */
                statusCode: number | null;
                /** @description why the attempt failed; null for the successful one */
                error: string | null;
                /** @description from the start of the attempt (the address check included) until the reply was read or the attempt failed; null for attempts recorded before it was kept */
                latencyMs: number | null;
                /** @description the start of a failed attempt's reply body as text, at most 500 bytes; null without a reply, for successful attempts (not kept) and for roles without webhooks.write */
                responseExcerpt: string | null;
            }[];
        };
        WebhookSummary: {
            id: number;
            eventType: string;
            url: string;
            /** @enum {unknown} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description Unix seconds */
            createdAt: number;
            /** @description Unix seconds */
            deliveredAt: number | null;
            /** @description queued by an operator (POST), not emitted by the shop; its deliveries carry X-Webhook-Manual: true */
            manual: boolean;
        };
        WebhookTargetHealth: {
            url: string;
            /** @description records of the window delivered */
            delivered: number;
            /** @description records of the window that gave up after their last attempt */
            failed: number;
            /** @description records of the window still to be (re)tried */
            pending: number;
            /** @description delivery attempts of the window's records */
            attempts: number;
            /** @description failed attempts / attempts (0 without attempts) */
            failureRate: number;
            /**
             * Format: date-time
             * @description the last successful delivery among the kept records
             */
            lastDeliveredAt: string | null;
            /**
             * Format: date-time
             * @description the end of the last failed attempt among the kept records
             */
            lastFailedAt: string | null;
            paused: boolean;
        };
        AdminUser: {
            id: number;
            email: string;
            name: string;
            role: string;
            permissions: ("orders.read" | "orders.write" | "customers.read" | "customers.write" | "products.read" | "products.write" | "promotions.read" | "promotions.write" | "content.read" | "content.write" | "webhooks.read" | "webhooks.write" | "settings.read" | "settings.write" | "api_keys.manage" | "users.manage" | "audit.read")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminIdentity: {
            id: number;
            email: string;
            name: string;
            role: string;
            permissions: ("orders.read" | "orders.write" | "customers.read" | "customers.write" | "products.read" | "products.write" | "promotions.read" | "promotions.write" | "content.read" | "content.write" | "webhooks.read" | "webhooks.write" | "settings.read" | "settings.write" | "api_keys.manage" | "users.manage" | "audit.read")[];
        };
        ApiKey: {
            id: number;
            name: string;
            /** @enum {unknown} */
            permission: "read" | "read_write";
            keyHint: string;
            createdBy: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** Format: date-time */
            expiresAt: string | null;
        };
        Settings: {
            shopName: string;
            contactEmail: string | null;
            /** @description the shop's VAT ID or tax number, printed on every invoice */
            shopTaxId: string | null;
            /** @description the seller's postal address, one line per line, printed on every invoice */
            shopAddress: string | null;
            currency: string;
            webhookUrl: string | null;
            /** @description holds every webhook delivery; events keep being recorded and go out in creation order after resume */
            webhooksPaused: boolean;
            lowStockThreshold: number;
            imageMaxBytes: number;
            imageMaxPixels: number;
            imageFormats: ("jpeg" | "png" | "webp" | "gif" | "avif")[];
            /** @description change-log entries older than this are pruned; 0 keeps them */
            auditRetentionDays: number;
            /** @description delivered and failed webhook records are pruned this many days after their last attempt; 0 keeps them */
            webhookRetentionDays: number;
        };
        MediaItem: {
            id: number;
            fileName: string;
            originalName: string;
            url: string;
            thumbnailUrl: string | null;
            mimeType: string;
            sizeBytes: number;
            width: number | null;
            height: number | null;
            alt: string;
            title: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Category: {
            id: number;
            name: string;
            slug: string;
            description: string | null;
            parentId: number | null;
            sortOrder: number;
            seoTitle: string | null;
            seoDescription: string | null;
            /** @description products assigned directly to this category */
            productCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            subcategories: {
                id: number;
                name: string;
                slug: string;
            }[];
            /** @description ancestors from the root down to the direct parent; empty at the top level */
            breadcrumb: {
                id: number;
                name: string;
                slug: string;
            }[];
        };
        CategoryListItem: {
            id: number;
            name: string;
            slug: string;
            description: string | null;
            parentId: number | null;
            sortOrder: number;
            seoTitle: string | null;
            seoDescription: string | null;
            /** @description products assigned directly to this category */
            productCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        StockRow: {
            productId: number;
            /** @description only for variants with option values (docs/variants.md) */
            variantId?: number;
            productName: string;
            variantName?: string;
            /** @description the variant's SKU (a one-variant product's is the product's) */
            sku: string;
            warehouseId: number;
            warehouseName: string;
            /** @description on-hand quantity */
            total: number;
            reserved: number;
            /** @description total − reserved */
            available: number;
            /** Format: date-time */
            updatedAt: string;
        };
        Warehouse: {
            id: number;
            name: string;
            code: string;
            isDefault: boolean;
            /** @description products with a quantity above 0 */
            itemCount: number;
            totalQuantity: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BlogPost: {
            id: number;
            title: string;
            slug: string;
            excerpt: string;
            body: string;
            status: string;
            author: string | null;
            seoTitle: string | null;
            seoDescription: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ContentPage: {
            id: string;
            title: string;
            slug: string;
            status: string;
            seoTitle: string | null;
            seoDescription: string | null;
            sectionCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Redirect: {
            id: number;
            source: string;
            destination: string;
            statusCode: number;
            enabled: boolean;
            /** @description resolutions through GET /api2/store/redirects/resolve */
            hits: number;
            /** Format: date-time */
            lastHitAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SeoRule: {
            id: number;
            ruleName: string;
            targetType: string;
            targetId: string | null;
            titleTemplate: string | null;
            descriptionTemplate: string | null;
            priority: number;
            isActive: boolean;
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SeoSettings: {
            defaultTitle: string;
            titleTemplate: string;
            defaultDescription: string;
            robotsTxt: string;
            sitemapEnabled: boolean;
            /** @description a slug change of a product, category, page or blog post leaves a 301 from the old path (default true) */
            redirectOnSlugChange: boolean;
        };
        TaxClass: {
            id: number;
            code: string;
            name: string;
            /** @description standard, reduced and zero: cannot be deleted */
            builtIn: boolean;
            rateCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TaxRate: {
            id: number;
            taxClassId: number;
            taxClassCode: string;
            country: string;
            region: string | null;
            /** @description percent */
            rate: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TaxSettings: {
            /**
             * @description whether entered prices include VAT
             * @enum {unknown}
             */
            prices: "net" | "gross";
            /**
             * @description gross shops: keep the gross a shopper sees everywhere, or keep the net and let the gross follow the destination's rate
             * @enum {unknown}
             */
            grossMode: "constant_gross" | "constant_net";
            /**
             * @description tax rounded per line, or once per rate and order
             * @enum {unknown}
             */
            rounding: "line" | "order";
            /** @description ISO 3166-1 alpha-2, upper case */
            shopCountry: string;
        };
        VatIdCheck: {
            /** @description normalized: prefix and number */
            vatId: string;
            country: string;
            /**
             * @description unconfirmed: VIES could not say (down, slow, busy): charge VAT
             * @enum {unknown}
             */
            status: "valid" | "invalid" | "unconfirmed";
            name: string | null;
            address: string | null;
            requestDate: string | null;
            reason: string | null;
        };
        Promotion: {
            id: number;
            name: string;
            /** @enum {unknown} */
            kind: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
            /** @enum {unknown} */
            class: "product" | "order" | "shipping";
            percent: number | null;
            amount: number | null;
            buyQuantity: number | null;
            getQuantity: number | null;
            tiers: {
                /** @description EUR, at most 2 decimals */
                minSubtotal: number;
                /** @description percent, at most 2 decimals */
                percent?: number;
                /** @description EUR, at most 2 decimals */
                amount?: number;
            }[];
            targets: {
                productIds: number[];
                variantIds: number[];
                categoryIds: number[];
            };
            conditions: {
                /** @description EUR, at most 2 decimals */
                minSubtotal?: number;
                minQuantity?: number;
                customerGroups?: string[];
                firstOrderOnly?: boolean;
                customerIds?: number[];
                customerEmails?: string[];
            };
            automatic: boolean;
            exclusive: boolean;
            /** @description the classes of the promotions this one may stand beside */
            combinesWith: ("product" | "order" | "shipping")[];
            priority: number;
            /** @enum {unknown} */
            status: "active" | "paused";
            startsAt: string | null;
            endsAt: string | null;
            usageLimit: number | null;
            /** @description uses held by placed orders */
            used: number;
            oncePerCustomer: boolean;
            createdAt: string;
            updatedAt: string;
        };
        PromotionCode: {
            id: number;
            code: string;
            usageLimit: number | null;
            used: number;
            createdAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAdminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: components["schemas"]["AdminIdentity"];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        role: string;
                        permissions: ("orders.read" | "orders.write" | "customers.read" | "customers.write" | "products.read" | "products.write" | "promotions.read" | "promotions.write" | "content.read" | "content.write" | "webhooks.read" | "webhooks.write" | "settings.read" | "settings.write" | "api_keys.manage" | "users.manage" | "audit.read")[];
                        csrfToken: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                entityType?: string;
                entityId?: string;
                actorType?: "admin" | "api_key" | "customer" | "guest" | "payment_provider" | "worker" | "system";
                actorId?: string;
                action?: string;
                requestId?: string;
                /** @description created at or after */
                from?: string;
                /** @description created before */
                to?: string;
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {unknown} */
                            actorType: "admin" | "api_key" | "customer" | "guest" | "payment_provider" | "worker" | "system";
                            /** @description the admin, customer or API key id; null for guests, workers and the system */
                            actorId: string | null;
                            /** @description the admin's, customer's or API key's name; null for other actors and deleted ones */
                            actorName: string | null;
                            apiKeyId: number | null;
                            /** @description the X-Request-Id of the call that made the change */
                            requestId: string | null;
                            entityType: string;
                            entityId: string;
                            /** @description an order's number, a product's, customer's or category's name; null for other entities and deleted ones */
                            entityName: string | null;
                            /** @description create, update, delete, or a named action (status, cancel, adjust, …) */
                            action: string;
                            /** @description { field: [before, after] } for each changed field; secrets and password hashes are never recorded */
                            changes: {
                                [key: string]: unknown[];
                            };
                        }[];
                        nextCursor: number | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["AdminUser"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    name: string;
                    /** @enum {unknown} */
                    role: "super_admin" | "admin" | "manager" | "editor" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    password?: string;
                    /** @enum {unknown} */
                    role?: "super_admin" | "admin" | "manager" | "editor" | "support" | "viewer";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeys: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {unknown} */
                    permission: "read" | "read_write";
                    /**
                     * Format: date-time
                     * @description when the key stops working (401 "API key expired at …"); must be in the future; null or left out: never
                     */
                    expiresAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {unknown} */
                        permission: "read" | "read_write";
                        keyHint: string;
                        createdBy: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        lastUsedAt: string | null;
                        /** Format: date-time */
                        expiresAt: string | null;
                        key: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shopName?: string;
                    /** Format: email */
                    contactEmail?: string | null;
                    shopTaxId?: string | null;
                    shopAddress?: string | null;
                    currency?: string;
                    webhookUrl?: string | null;
                    webhooksPaused?: boolean;
                    lowStockThreshold?: number;
                    imageMaxBytes?: number;
                    imageMaxPixels?: number;
                    imageFormats?: ("jpeg" | "png" | "webp" | "gif" | "avif")[];
                    auditRetentionDays?: number;
                    webhookRetentionDays?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                /** @description order number, customer name or e-mail; every word must match */
                search?: string;
                /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                paymentMethod?: string;
                /** @description ISO 8601 date or date-time, inclusive */
                dateFrom?: string;
                /** @description ISO 8601; a bare date includes the whole day */
                dateTo?: string;
                /** @description EUR, inclusive */
                minAmount?: number;
                /** @description EUR, inclusive */
                maxAmount?: number;
                orderSource?: string;
                /** @description repeatable; orders with any of the tags */
                tagId?: number[];
                /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                taxReview?: boolean;
                sortBy?: "createdAt" | "totalAmount" | "orderNumber" | "status" | "customerName";
                sortOrder?: "asc" | "desc";
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: number;
                            orderNumber: number;
                            /** @enum {unknown} */
                            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {unknown} */
                            paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
                            customerName: string;
                            customerEmail: string;
                            totalAmount: number;
                            currency: string;
                            paymentMethod: string;
                            orderSource: string;
                            /** Format: date-time */
                            createdAt: string;
                            tags: components["schemas"]["OrderTag"][];
                        }[];
                        total: number;
                        /** @description true when total (and totalPages) is an estimate: past 1,000 matches, filters other than status and dates are estimated (docs/decisions.md) */
                        totalEstimated: boolean;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersRecent: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: components["schemas"]["OrderListItem"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersSummary: {
        parameters: {
            query: {
                /** @description ISO date or date-time */
                dateFrom: string;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        since: string;
                        statuses: {
                            status: string;
                            currency: string;
                            orders: number;
                            /** @description sum of the orders' totals */
                            revenue: number;
                        }[];
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersExport: {
        parameters: {
            query?: {
                /** @description order number, customer name or e-mail; every word must match */
                search?: string;
                /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                paymentMethod?: string;
                /** @description ISO 8601 date or date-time, inclusive */
                dateFrom?: string;
                /** @description ISO 8601; a bare date includes the whole day */
                dateTo?: string;
                /** @description EUR, inclusive */
                minAmount?: number;
                /** @description EUR, inclusive */
                maxAmount?: number;
                orderSource?: string;
                /** @description repeatable; orders with any of the tags */
                tagId?: number[];
                /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                taxReview?: boolean;
                sortBy?: "createdAt" | "totalAmount" | "orderNumber" | "status" | "customerName";
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The orders as CSV (attachment orders-<date>.csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description target status; the current one only updates tracking data */
                    status: string;
                    trackingNumber?: string;
                    trackingUrl?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the picked orders; or send filter */
                    orderIds?: number[];
                    /** @description the list's filter: every order matching it when the request arrives (at most 500) */
                    filter?: {
                        /** @description order number, customer name or e-mail; every word must match */
                        search?: string;
                        /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                        status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                        paymentMethod?: string;
                        /** @description ISO 8601 date or date-time, inclusive */
                        dateFrom?: string;
                        /** @description ISO 8601; a bare date includes the whole day */
                        dateTo?: string;
                        /** @description EUR, inclusive */
                        minAmount?: number;
                        /** @description EUR, inclusive */
                        maxAmount?: number;
                        orderSource?: string;
                        /** @description repeatable; orders with any of the tags */
                        tagId?: number[];
                        /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                        taxReview?: boolean;
                    };
                    /** @enum {unknown} */
                    status?: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                    /** @description into each order's history; required for cancelled and refunded */
                    note?: string;
                    tagId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description how many orders the action was applied to */
                        matched: number;
                        results: {
                            id: number;
                            orderNumber: number | null;
                            ok: boolean;
                            code?: string;
                            /** @description why this order was refused */
                            error?: string;
                            /** @description the order’s status, when a move from it was refused (INVALID_STATUS_TRANSITION) */
                            currentStatus?: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByIdSendEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "order_confirmation" | "shipping_confirmation" | "invoice" | "cancellation" | "refund";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                        /** @enum {unknown} */
                        type: "order_confirmation" | "shipping_confirmation" | "invoice" | "cancellation" | "refund";
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An upstream service (mail, webhook target) failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminOrdersByIdTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tagIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        tags: components["schemas"]["OrderTag"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrderTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: {
                            id: number;
                            name: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrderTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminOrderTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminOrderTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSavedViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        views: components["schemas"]["SavedView"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description the query parameters of GET /api2/admin/orders, without page and limit */
                    filter: {
                        /** @description order number, customer name or e-mail; every word must match */
                        search?: string;
                        /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                        status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                        paymentMethod?: string;
                        /** @description ISO 8601 date or date-time, inclusive */
                        dateFrom?: string;
                        /** @description ISO 8601; a bare date includes the whole day */
                        dateTo?: string;
                        /** @description EUR, inclusive */
                        minAmount?: number;
                        /** @description EUR, inclusive */
                        maxAmount?: number;
                        orderSource?: string;
                        /** @description repeatable; orders with any of the tags */
                        tagId?: number[];
                        /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                        taxReview?: boolean;
                        /**
                         * @default createdAt
                         * @enum {unknown}
                         */
                        sortBy?: "createdAt" | "totalAmount" | "orderNumber" | "status" | "customerName";
                        /**
                         * @default desc
                         * @enum {unknown}
                         */
                        sortOrder?: "asc" | "desc";
                    };
                    /** @description sharing (and changing a shared view) needs orders.write */
                    shared?: boolean;
                    /** @description shown in the sidebar */
                    pinned?: boolean;
                    /** @description order among views of equal pinned flag, ascending */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSavedView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description the query parameters of GET /api2/admin/orders, without page and limit */
                    filter?: {
                        /** @description order number, customer name or e-mail; every word must match */
                        search?: string;
                        /** @description repeatable (status=paid&status=shipped); orders in any of the statuses */
                        status?: ("pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded")[];
                        paymentMethod?: string;
                        /** @description ISO 8601 date or date-time, inclusive */
                        dateFrom?: string;
                        /** @description ISO 8601; a bare date includes the whole day */
                        dateTo?: string;
                        /** @description EUR, inclusive */
                        minAmount?: number;
                        /** @description EUR, inclusive */
                        maxAmount?: number;
                        orderSource?: string;
                        /** @description repeatable; orders with any of the tags */
                        tagId?: number[];
                        /** @description true: orders flagged for a tax check (VIES did not confirm the VAT ID); false: the rest */
                        taxReview?: boolean;
                        /**
                         * @default createdAt
                         * @enum {unknown}
                         */
                        sortBy?: "createdAt" | "totalAmount" | "orderNumber" | "status" | "customerName";
                        /**
                         * @default desc
                         * @enum {unknown}
                         */
                        sortOrder?: "asc" | "desc";
                    };
                    /** @description sharing (and changing a shared view) needs orders.write */
                    shared?: boolean;
                    /** @description shown in the sidebar */
                    pinned?: boolean;
                    /** @description order among views of equal pinned flag, ascending */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamAdminEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An endless text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNotFoundPaths: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paths: {
                            /** @description the storefront path asked for, as the storefront sent it to the redirect resolver */
                            path: string;
                            /** @description how often it found no redirect */
                            hits: number;
                            /** Format: date-time */
                            firstSeenAt: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    dismissNotFoundPath: {
        parameters: {
            query: {
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReturns: {
        parameters: {
            query?: {
                status?: "requested" | "approved" | "rejected" | "received" | "refunded";
                orderId?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        returns: {
                            id: number;
                            orderId: number;
                            orderNumber: number;
                            /** @enum {unknown} */
                            status: "requested" | "approved" | "rejected" | "received" | "refunded";
                            reason: string;
                            note: string | null;
                            items: {
                                id: number;
                                orderItemId: number;
                                productId: number | null;
                                /** @description only for variants with option values */
                                variantId?: number;
                                productName: string;
                                /** @description the variant bought, as named then */
                                variantName?: string;
                                sku: string;
                                quantity: number;
                                unitPrice: number;
                            }[];
                            /** @description EUR: unit price × quantity of the returned items */
                            refundAmount: number;
                            /** @description EUR: what the refund paid back (amountCents when it was refunded); null until then */
                            refundedAmount: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReturns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: number;
                    reason: string;
                    note?: string;
                    items: {
                        orderItemId: number;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {unknown} */
                        status: "requested" | "approved" | "rejected" | "received" | "refunded";
                        reason: string;
                        note: string | null;
                        items: {
                            id: number;
                            orderItemId: number;
                            productId: number | null;
                            /** @description only for variants with option values */
                            variantId?: number;
                            productName: string;
                            /** @description the variant bought, as named then */
                            variantName?: string;
                            sku: string;
                            quantity: number;
                            unitPrice: number;
                        }[];
                        /** @description EUR: unit price × quantity of the returned items */
                        refundAmount: number;
                        /** @description EUR: what the refund paid back (amountCents when it was refunded); null until then */
                        refundedAmount: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReturnsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {unknown} */
                        status: "requested" | "approved" | "rejected" | "received" | "refunded";
                        reason: string;
                        note: string | null;
                        items: {
                            id: number;
                            orderItemId: number;
                            productId: number | null;
                            /** @description only for variants with option values */
                            variantId?: number;
                            productName: string;
                            /** @description the variant bought, as named then */
                            variantName?: string;
                            sku: string;
                            quantity: number;
                            unitPrice: number;
                        }[];
                        /** @description EUR: unit price × quantity of the returned items */
                        refundAmount: number;
                        /** @description EUR: what the refund paid back (amountCents when it was refunded); null until then */
                        refundedAmount: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminReturnsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description requested → approved | rejected, approved → received, received → refunded */
                    status?: string;
                    note?: string;
                    /** @description only with status refunded: what is paid back, in cents, at most the returned lines' value (the default) */
                    amountCents?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        orderId: number;
                        orderNumber: number;
                        /** @enum {unknown} */
                        status: "requested" | "approved" | "rejected" | "received" | "refunded";
                        reason: string;
                        note: string | null;
                        items: {
                            id: number;
                            orderItemId: number;
                            productId: number | null;
                            /** @description only for variants with option values */
                            variantId?: number;
                            productName: string;
                            /** @description the variant bought, as named then */
                            variantName?: string;
                            sku: string;
                            quantity: number;
                            unitPrice: number;
                        }[];
                        /** @description EUR: unit price × quantity of the returned items */
                        refundAmount: number;
                        /** @description EUR: what the refund paid back (amountCents when it was refunded); null until then */
                        refundedAmount: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: {
                status?: "pending" | "delivered" | "failed";
                eventType?: "order.created" | "order.paid" | "order.shipped" | "order.cancelled" | "order.refunded" | "payment.completed" | "payment.failed" | "product.created" | "product.updated" | "product.deleted" | "customer.registered";
                /** @description the exact target URL */
                url?: string;
                /** @description created at or after (ISO 8601) */
                createdFrom?: string;
                /** @description created at or before (ISO 8601) */
                createdTo?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["WebhookSummary"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                        stats: {
                            pending: number;
                            delivered: number;
                            failed: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    eventType: "order.created" | "order.paid" | "order.shipped" | "order.cancelled" | "order.refunded" | "payment.completed" | "payment.failed" | "product.created" | "product.updated" | "product.deleted" | "customer.registered";
                    /** @description Sent as the data of the event */
                    payload: {
                        [key: string]: unknown;
                    };
                    /** @description https target; the default webhook URL when left out */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "pending" | "delivered" | "failed";
                        eventType: string;
                        /** @description Unix seconds */
                        createdAt: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replayWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description failed unless delivered is asked for; pending records are queued already
                     * @default failed
                     */
                    status?: "failed" | "delivered";
                    /** @enum {unknown} */
                    eventType?: "order.created" | "order.paid" | "order.shipped" | "order.cancelled" | "order.refunded" | "payment.completed" | "payment.failed" | "product.created" | "product.updated" | "product.deleted" | "customer.registered";
                    /** @description the exact target URL */
                    url?: string;
                    /**
                     * Format: date-time
                     * @description created at or after (ISO 8601)
                     */
                    createdFrom?: string;
                    /**
                     * Format: date-time
                     * @description created at or before (ISO 8601)
                     */
                    createdTo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description records set back to pending, each keeping its id (webhook-id) */
                        replayed: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    webhookTargetHealth: {
        parameters: {
            query?: {
                hours?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hours: number;
                        targets: components["schemas"]["WebhookTargetHealth"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookPauses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pauses: {
                            url: string;
                            /** Format: date-time */
                            pausedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    pauseWebhookTarget: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the exact target URL */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        /** Format: date-time */
                        pausedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resumeWebhookTarget: {
        parameters: {
            query: {
                /** @description the exact target URL */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWebhooksByIdReplay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customers: components["schemas"]["CustomerListItem"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersSearch: {
        parameters: {
            query: {
                /** @description at least 2 characters, matched literally */
                q: string;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description negative for guest customers */
                        id: number;
                        email: string;
                        firstName: string;
                        lastName: string;
                        orderCount: number;
                        /** @description EUR, orders in paid, processing, shipped or delivered */
                        totalSpent: number;
                    }[];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description negative for guest customers */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description negative for guest customers */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    firstName?: string;
                    lastName?: string;
                    /** @description null or "" removes it */
                    phone?: string | null;
                    /** @description an EU VAT ID, checked for its member state's format (400 when malformed); null or "" removes it */
                    vatId?: string | null;
                    isB2b?: boolean;
                    /** @description the price group of customer-group price lists; null or "" removes it */
                    b2bGroup?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description negative for guest customers */
                        id: number;
                        email: string;
                        firstName: string;
                        lastName: string;
                        vatId: string | null;
                        isB2b: boolean;
                        b2bGroup: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description negative for guest customers */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCustomersByIdAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description negative for guest customers */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "shipping" | "billing";
                    firstName: string;
                    lastName: string;
                    street: string;
                    city: string;
                    postalCode: string;
                    country: string;
                    /**
                     * @description true clears the default of the other addresses of this type
                     * @default false
                     */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAddress"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCustomersAddressesByAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description negative for guest customers */
                    customerId: number;
                    /** @enum {unknown} */
                    type?: "shipping" | "billing";
                    firstName?: string;
                    lastName?: string;
                    street?: string;
                    city?: string;
                    postalCode?: string;
                    country?: string;
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAddress"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCustomersAddressesByAddressId: {
        parameters: {
            query: {
                /** @description negative for guest customers */
                customerId: number;
            };
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: components["schemas"]["ProductImage"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsByIdImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsByIdImagesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    imageIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        images: components["schemas"]["ProductImage"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProductsByIdImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                imageId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminProductsByIdImagesByImageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                imageId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductImage"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMedia: {
        parameters: {
            query?: {
                /** @description part of the file name */
                search?: string;
                mimeType?: string;
                /** @description true: alt or title is empty */
                needsMetadata?: boolean;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        media: components["schemas"]["MediaItem"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItem"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminMediaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItem"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminMediaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMediaByIdUses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: components["schemas"]["OrderTag"][];
                        posts: {
                            id: number;
                            title: string;
                        }[];
                        pages: {
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProducts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProduct"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    sku: string;
                    /** @description EUR, at most 2 decimals */
                    price: number;
                    description?: string;
                    brand?: string | null;
                    categoryId?: number | null;
                    /** @description a tax class id (GET …/tax/classes); null: standard */
                    taxClassId?: number | null;
                    /** @description on-hand quantity; sets the default warehouse */
                    stock?: number;
                    isHidden?: boolean;
                    /** @description null: derived from the name */
                    seoTitle?: string | null;
                    /** @description null: derived from the description */
                    seoDescription?: string | null;
                    seoKeywords?: string | null;
                    videos?: unknown[];
                    /** @description replaces the options (at most three), in display order */
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /** @description variants to change (by id, else by option values) or add (sku required; stock only for new ones); unlisted ones stay */
                    variants?: {
                        /** @description an existing variant of this product */
                        id?: number;
                        /** @description unique across all products and variants; 409 SKU_EXISTS */
                        sku?: string;
                        /** @description one value of each option, in option order */
                        optionValues?: string[];
                        /** @description EUR; null: the product's price */
                        price?: number | null;
                        compareAtPrice?: number | null;
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /**
                         * @description only active variants can be bought
                         * @enum {unknown}
                         */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity in the default warehouse */
                        stock?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string;
                        name: string;
                        price: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsSearch: {
        parameters: {
            query?: {
                /** @description substring of the name or SKU */
                q?: string;
                /** @description category id or slug */
                category?: string;
                /** @description with category: its subcategories' products too, at any depth */
                includeSubcategories?: boolean;
                /** @description order of the list (ties by id); without it, newest first */
                sortBy?: "name" | "price" | "updatedAt";
                /** @description with sortBy */
                sortOrder?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            id: number;
                            sku: string;
                            slug: string;
                            name: string;
                            price: number;
                            brand: string | null;
                            categoryId: number | null;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            /** @enum {unknown} */
                            status: "active" | "draft" | "archived";
                            isHidden: boolean;
                            /** @description on-hand quantity over all warehouses */
                            stock: number;
                            /** @description stock minus what open orders hold */
                            availableStock: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        total: number;
                        limit: number;
                        offset: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsCheckSlug: {
        parameters: {
            query?: {
                slug?: string;
                sku?: string;
                excludeId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsPerformance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        windowDays: number;
                        lowStockThreshold: number;
                        bestSellers: {
                            productId: number;
                            name: string;
                            sku: string;
                            unitsSold: number;
                            revenue: number;
                        }[];
                        lowStock: {
                            productId: number;
                            name: string;
                            sku: string;
                            warehouseId: number;
                            warehouseName: string;
                            stock: number;
                            available: number;
                        }[];
                        mostViewed: {
                            productId: number;
                            name: string;
                            sku: string;
                            views: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsBulkUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    productIds: number[];
                    /** @description the PATCH fields to set on every product */
                    updates: {
                        [key: string]: unknown;
                    };
                    changeReason?: string | null;
                    batchId?: string | null;
                    /**
                     * @description true: apply nothing; answer what every product would change (`changes`) and every refusal (`errors`)
                     * @default false
                     */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the batch the versions carry: the one sent, or a generated UUID; revert it with POST /products/bulk-update/{batchId}/revert */
                        batchId: string;
                        updated: number;
                        errors: {
                            productId: number;
                            error: string;
                        }[];
                        /** @description true: nothing was applied and no batch was stored */
                        dryRun: boolean;
                        /** @description dry run only: per product that the update would change */
                        changes?: {
                            productId: number;
                            /** @description each field the update would change (price in EUR, stock in units); empty when it changes nothing */
                            changes: {
                                [key: string]: {
                                    before: unknown;
                                    after: unknown;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProductBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batchId: string;
                        /** @description admin:<id> or api_key:<id> */
                        changedBy: string | null;
                        changeReason: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description the fields the batch set; null for batches from before migration 0030 (a revert then restores every versioned field but stock) */
                        fields: string[] | null;
                        status: "applied" | "reverting" | "reverted" | "partially_reverted";
                        /** @description the batch of the versions the revert wrote */
                        revertBatchId: string | null;
                        revertedBy: string | null;
                        /** Format: date-time */
                        revertedAt: string | null;
                        products: {
                            productId: number;
                            /** @description the version holding the product as it was before the batch */
                            versionNumber: number;
                            /** Format: date-time */
                            changedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revertProductBatch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description revert products changed after the batch too
                     * @default false
                     */
                    force?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batchId: string;
                        revertBatchId: string;
                        status: "applied" | "reverting" | "reverted" | "partially_reverted";
                        reverted: number;
                        skipped: number;
                        failed: number;
                        results: {
                            productId: number;
                            status: "reverted" | "skipped" | "failed";
                            /** @description skipped: "changed after the batch" or "already reverted"; failed: the error */
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Product"];
                    };
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    sku?: string;
                    slug?: string;
                    /** @description EUR, at most 2 decimals */
                    price?: number;
                    description?: string;
                    brand?: string | null;
                    categoryId?: number | null;
                    /** @description a tax class id (GET …/tax/classes); null: standard */
                    taxClassId?: number | null;
                    /** @description on-hand quantity; sets the default warehouse */
                    stock?: number;
                    isHidden?: boolean;
                    /** @description null: derived from the name */
                    seoTitle?: string | null;
                    /** @description null: derived from the description */
                    seoDescription?: string | null;
                    seoKeywords?: string | null;
                    videos?: unknown[];
                    /** @description replaces the options (at most three), in display order */
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /** @description variants to change (by id, else by option values) or add (sku required; stock only for new ones); unlisted ones stay */
                    variants?: {
                        /** @description an existing variant of this product */
                        id?: number;
                        /** @description unique across all products and variants; 409 SKU_EXISTS */
                        sku?: string;
                        /** @description one value of each option, in option order */
                        optionValues?: string[];
                        /** @description EUR; null: the product's price */
                        price?: number | null;
                        compareAtPrice?: number | null;
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /**
                         * @description only active variants can be bought
                         * @enum {unknown}
                         */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity in the default warehouse */
                        stock?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Product"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versions: {
                            versionNumber: number;
                            /** @description admin:<id> or api_key:<id> */
                            changedBy: string | null;
                            /** @description the admin's or API key's name; null for others and for one deleted since */
                            changedByName: string | null;
                            changeReason: string | null;
                            batchId: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdVersionsCompare: {
        parameters: {
            query: {
                versionA: number;
                versionB: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        versionA: number;
                        versionB: number;
                        /** @description the fields that differ, {field: {a, b}} */
                        changes: {
                            [key: string]: {
                                a: unknown;
                                b: unknown;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdVersionsByVersionNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        versionNumber: number;
                        /** @description admin:<id> or api_key:<id> */
                        changedBy: string | null;
                        /** @description the admin's or API key's name; null for others and for one deleted since */
                        changedByName: string | null;
                        changeReason: string | null;
                        batchId: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        snapshot: {
                            name?: string;
                            sku?: string;
                            slug?: string;
                            price?: number;
                            description?: string;
                            brand?: string | null;
                            categoryId?: number | null;
                            /** @description the tax class of the product and its variants; null: standard */
                            taxClassId?: number | null;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                            seoTitle?: string | null;
                            seoDescription?: string | null;
                            seoKeywords?: string | null;
                            videos?: unknown[];
                            attributes?: {
                                [key: string]: unknown;
                            };
                            /** @description absent while the product had only its default variant, and in versions older than issue 34 */
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            /** @description the variants without stock; absent as options are. A restore puts them back (docs/variants.md) */
                            variants?: {
                                id?: number;
                                sku?: string;
                                optionValues?: string[];
                                /** @description null: the product's price */
                                price?: number | null;
                                compareAtPrice?: number | null;
                                barcode?: string | null;
                                weight?: number | null;
                                /** @enum {unknown} */
                                status?: "active" | "draft" | "archived";
                                /** @description never in a version */
                                stock?: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsByIdVersionsByVersionNumberRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                versionNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdVariantsByVariantIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsByIdVariantsByVariantIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description every group's tiers; the variant's lists are replaced by these */
                    groups: {
                        /** @description a customer's b2bGroup */
                        group: string;
                        tiers: {
                            minQuantity: number;
                            /** @description null: and more (only the last tier) */
                            maxQuantity: number | null;
                            /** @description EUR per unit */
                            price: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsByIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description every group's tiers; the variant's lists are replaced by these */
                    groups: {
                        /** @description a customer's b2bGroup */
                        group: string;
                        tiers: {
                            minQuantity: number;
                            /** @description null: and more (only the last tier) */
                            maxQuantity: number | null;
                            /** @description EUR per unit */
                            price: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminProductsByIdVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminProductsByIdVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique across all products and variants; 409 SKU_EXISTS */
                    sku: string;
                    /** @description one value of each option, in option order */
                    optionValues?: string[];
                    /** @description EUR; null: the product's price */
                    price?: number | null;
                    compareAtPrice?: number | null;
                    barcode?: string | null;
                    /** @description grams */
                    weight?: number | null;
                    /**
                     * @description only active variants can be bought
                     * @enum {unknown}
                     */
                    status?: "active" | "draft" | "archived";
                    /** @description on-hand quantity in the default warehouse */
                    stock?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string | null;
                        name: string;
                        /** @description null: the product price */
                        price: number | null;
                        attributes: {
                            [key: string]: unknown;
                        };
                        sortOrder: number;
                        /** @description the variant's value of each option, in option order */
                        options?: {
                            name: string;
                            value: string;
                        }[];
                        compareAtPrice?: number | null;
                        /** @description GTIN */
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /** @description what can still be ordered, over all warehouses */
                        availableStock?: number;
                        /** @enum {unknown} */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock?: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminProductsByIdOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description at most three, in display order */
                    options: {
                        name: string;
                        values: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description at most three, in display order */
                        options: {
                            name: string;
                            values: string[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminProductsByIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminProductsByIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique across all products and variants; 409 SKU_EXISTS */
                    sku?: string;
                    /** @description one value of each option, in option order */
                    optionValues?: string[];
                    /** @description EUR; null: the product's price */
                    price?: number | null;
                    compareAtPrice?: number | null;
                    barcode?: string | null;
                    /** @description grams */
                    weight?: number | null;
                    /**
                     * @description only active variants can be bought
                     * @enum {unknown}
                     */
                    status?: "active" | "draft" | "archived";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string | null;
                        name: string;
                        /** @description null: the product price */
                        price: number | null;
                        attributes: {
                            [key: string]: unknown;
                        };
                        sortOrder: number;
                        /** @description the variant's value of each option, in option order */
                        options?: {
                            name: string;
                            value: string;
                        }[];
                        compareAtPrice?: number | null;
                        /** @description GTIN */
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /** @description what can still be ordered, over all warehouses */
                        availableStock?: number;
                        /** @enum {unknown} */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock?: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string | null;
                        name: string;
                        /** @description null: the product price */
                        price: number | null;
                        attributes: {
                            [key: string]: unknown;
                        };
                        sortOrder: number;
                        /** @description the variant's value of each option, in option order */
                        options?: {
                            name: string;
                            value: string;
                        }[];
                        compareAtPrice?: number | null;
                        /** @description GTIN */
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /** @description what can still be ordered, over all warehouses */
                        availableStock?: number;
                        /** @enum {unknown} */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock?: number;
                        productId: number;
                        productName: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCategories: {
        parameters: {
            query?: {
                /** @description children of this category; 0 lists the top level */
                parentId?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: components["schemas"]["CategoryListItem"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parentId?: number | null;
                    description?: string | null;
                    sortOrder?: number;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description kept when only the name changes */
                    slug?: string;
                    parentId?: number | null;
                    description?: string | null;
                    sortOrder?: number;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: components["schemas"]["Category"];
                        diff: {
                            name?: {
                                from: string;
                                to: string;
                            };
                            slug?: {
                                from: string;
                                to: string;
                            };
                            description?: {
                                from: string | null;
                                to: string | null;
                            };
                            parentId?: {
                                from: number | null;
                                to: number | null;
                            };
                            sortOrder?: {
                                from: number;
                                to: number;
                            };
                            seoTitle?: {
                                from: string | null;
                                to: string | null;
                            };
                            seoDescription?: {
                                from: string | null;
                                to: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Category"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInventoryStock: {
        parameters: {
            query?: {
                productId?: number;
                variantId?: number;
                warehouseId?: number;
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stock: components["schemas"]["StockRow"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInventoryLowStock: {
        parameters: {
            query?: {
                /** @description default: the lowStockThreshold setting */
                threshold?: number;
                warehouseId?: number;
                page?: number;
                limit?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stock: components["schemas"]["StockRow"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInventoryMovements: {
        parameters: {
            query?: {
                productId?: number;
                variantId?: number;
                warehouseId?: number;
                type?: "opening" | "adjustment" | "reservation" | "release" | "sale" | "return";
                /** @description created at or after */
                from?: string;
                /** @description created before */
                to?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movements: {
                            id: number;
                            productId: number;
                            /** @description only for variants with option values */
                            variantId?: number;
                            warehouseId: number;
                            /**
                             * @description opening: the balance when the ledger started (migration 0027)
                             * @enum {unknown}
                             */
                            type: "opening" | "adjustment" | "reservation" | "release" | "sale" | "return";
                            /** @description change of the on-hand quantity */
                            quantityDelta: number;
                            /** @description change of the reserved quantity */
                            reservedDelta: number;
                            quantityBefore: number;
                            quantityAfter: number;
                            reservedBefore: number;
                            reservedAfter: number;
                            reason: string;
                            /** @description admin:<id>, api_key:<id>, customer:<id>, guest or system */
                            actor: string;
                            reference: {
                                /** @enum {unknown} */
                                type: "order" | "return" | "adjustment";
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminInventoryAdjustments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description enough for a product with one variant; otherwise 400 naming variantId */
                    productId?: number;
                    variantId?: number;
                    sku?: string;
                    warehouseId: number;
                    /** @description signed change of the on-hand quantity, not 0 */
                    quantity: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        /** @description only for variants with option values */
                        variantId?: number;
                        warehouseId: number;
                        /** @description the signed change applied */
                        quantity: number;
                        quantityBefore: number;
                        quantityAfter: number;
                        reason: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInventoryWarehouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        warehouses: components["schemas"]["Warehouse"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminInventoryWarehouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description stored upper-case; unique */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBlog: {
        parameters: {
            query?: {
                search?: string;
                status?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: components["schemas"]["BlogPost"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBlog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    excerpt?: string;
                    body?: string;
                    author?: string | null;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBlogById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminBlogById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    excerpt?: string;
                    body?: string;
                    author?: string | null;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminBlogById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPages: {
        parameters: {
            query?: {
                status?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: components["schemas"]["ContentPage"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                    sections?: {
                        type: string;
                        content: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                    sections?: {
                        type: string;
                        content: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: {
                            id: string;
                            title: string;
                            slug: string;
                            status: string;
                            seoTitle: string | null;
                            seoDescription: string | null;
                            sectionCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            sections: {
                                id: number;
                                type: string;
                                content: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminPagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: {
                            id: string;
                            title: string;
                            slug: string;
                            status: string;
                            seoTitle: string | null;
                            seoDescription: string | null;
                            sectionCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            sections: {
                                id: number;
                                type: string;
                                content: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSeoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSeoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defaultTitle?: string;
                    titleTemplate?: string;
                    defaultDescription?: string;
                    robotsTxt?: string;
                    sitemapEnabled?: boolean;
                    redirectOnSlugChange?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSeoRules: {
        parameters: {
            query?: {
                isActive?: boolean;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rules: components["schemas"]["SeoRule"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSeoRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ruleName: string;
                    /** @enum {unknown} */
                    targetType: "product" | "category" | "page" | "blog_post" | "global";
                    createdBy?: string;
                    targetId?: string | null;
                    titleTemplate?: string | null;
                    descriptionTemplate?: string | null;
                    priority?: number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoRule"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSeoRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ruleName?: string;
                    /** @enum {unknown} */
                    targetType?: "product" | "category" | "page" | "blog_post" | "global";
                    createdBy?: string;
                    targetId?: string | null;
                    titleTemplate?: string | null;
                    descriptionTemplate?: string | null;
                    priority?: number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoRule"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminSeoRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSeoRedirects: {
        parameters: {
            query?: {
                search?: string;
                enabled?: boolean;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirects: components["schemas"]["Redirect"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSeoRedirects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: string;
                    destination: string;
                    statusCode?: 301 | 302 | 307 | 308;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSeoRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source?: string;
                    destination?: string;
                    statusCode?: 301 | 302 | 307 | 308;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminSeoRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTranslations: {
        parameters: {
            query?: {
                entityType?: string;
                /** @description one entity's translations (with entityType): the dashboard's side-by-side editor */
                entityId?: string;
                languageCode?: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        translations: {
                            id: number;
                            entityType: string;
                            entityId: string;
                            languageCode: string;
                            data: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTranslations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entityType: string;
                    entityId: number | string;
                    languageCode: string;
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        entityType: string;
                        entityId: string;
                        languageCode: string;
                        data: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        entityType: string;
                        entityId: string;
                        languageCode: string;
                        data: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminTranslationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminShippingZones: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zones: {
                            id: number;
                            name: string;
                            methodCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminShippingZones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        methods: {
                            id: number;
                            zoneId: number;
                            name: string;
                            /** @enum {unknown} */
                            methodType: "flat_rate" | "free" | "pickup";
                            price: number;
                            freeAbove: number | null;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminShippingMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zoneId: number;
                    name: string;
                    /**
                     * @description flat_rate charges price; free and pickup cost nothing
                     * @enum {unknown}
                     */
                    methodType: "flat_rate" | "free" | "pickup";
                    price?: number;
                    freeAbove?: number | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        zoneId: number;
                        name: string;
                        /** @enum {unknown} */
                        methodType: "flat_rate" | "free" | "pickup";
                        price: number;
                        freeAbove: number | null;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zoneId?: number;
                    name?: string;
                    /**
                     * @description flat_rate charges price; free and pickup cost nothing
                     * @enum {unknown}
                     */
                    methodType?: "flat_rate" | "free" | "pickup";
                    price?: number;
                    freeAbove?: number | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        zoneId: number;
                        name: string;
                        /** @enum {unknown} */
                        methodType: "flat_rate" | "free" | "pickup";
                        price: number;
                        freeAbove: number | null;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReportsOss: {
        parameters: {
            query: {
                /** @description YYYY-Qn, e.g. 2026-Q1 (UTC) */
                quarter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description country,rate,orders,net,vat,gross (EUR; attachment oss-<quarter>.csv) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTaxSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminTaxSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description whether entered prices include VAT
                     * @enum {unknown}
                     */
                    prices?: "net" | "gross";
                    /**
                     * @description gross shops: keep the gross a shopper sees everywhere, or keep the net and let the gross follow the destination's rate
                     * @enum {unknown}
                     */
                    grossMode?: "constant_gross" | "constant_net";
                    /**
                     * @description tax rounded per line, or once per rate and order
                     * @enum {unknown}
                     */
                    rounding?: "line" | "order";
                    /** @description ISO 3166-1 alpha-2, upper case */
                    shopCountry?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["TaxSettings"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTaxClasses: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        classes: components["schemas"]["TaxClass"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTaxClasses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description fixed once created: what rates and products refer to */
                    code: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminTaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminTaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTaxRates: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
                taxClassId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rates: components["schemas"]["TaxRate"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTaxRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taxClassId: number;
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country: string;
                    /** @description the ISO 3166-2 subdivision code after the hyphen (CN for ES-CN) */
                    region?: string | null;
                    /** @description percent, at most 2 decimals (19, 5.5) */
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminTaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taxClassId?: number;
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country?: string;
                    /** @description the ISO 3166-2 subdivision code after the hyphen (CN for ES-CN) */
                    region?: string | null;
                    /** @description percent, at most 2 decimals (19, 5.5) */
                    rate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminTaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTaxRatesEuImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the date of the shipped rates */
                        asOf: string;
                        source: string;
                        created: number;
                        updated: number;
                        unchanged: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTaxVatIdChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vatId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatIdCheck"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPromotions: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "active" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotions: {
                            id: number;
                            name: string;
                            /** @enum {unknown} */
                            kind: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                            /** @enum {unknown} */
                            class: "product" | "order" | "shipping";
                            percent: number | null;
                            amount: number | null;
                            buyQuantity: number | null;
                            getQuantity: number | null;
                            tiers: {
                                /** @description EUR, at most 2 decimals */
                                minSubtotal: number;
                                /** @description percent, at most 2 decimals */
                                percent?: number;
                                /** @description EUR, at most 2 decimals */
                                amount?: number;
                            }[];
                            targets: {
                                productIds: number[];
                                variantIds: number[];
                                categoryIds: number[];
                            };
                            conditions: {
                                /** @description EUR, at most 2 decimals */
                                minSubtotal?: number;
                                minQuantity?: number;
                                customerGroups?: string[];
                                firstOrderOnly?: boolean;
                                customerIds?: number[];
                                customerEmails?: string[];
                            };
                            automatic: boolean;
                            exclusive: boolean;
                            /** @description the classes of the promotions this one may stand beside */
                            combinesWith: ("product" | "order" | "shipping")[];
                            priority: number;
                            /** @enum {unknown} */
                            status: "active" | "paused";
                            startsAt: string | null;
                            endsAt: string | null;
                            usageLimit: number | null;
                            /** @description uses held by placed orders */
                            used: number;
                            oncePerCustomer: boolean;
                            createdAt: string;
                            updatedAt: string;
                            /** @description orders holding a use: placed and not cancelled (as the report counts them) */
                            orders: number;
                            /** @description EUR the promotion took off those orders */
                            discount: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {unknown} */
                    kind: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                    /** @description percent, at most 2 decimals */
                    percent?: number | null;
                    /** @description EUR, at most 2 decimals */
                    amount?: number | null;
                    buyQuantity?: number | null;
                    getQuantity?: number | null;
                    tiers?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal: number;
                        /** @description percent, at most 2 decimals */
                        percent?: number;
                        /** @description EUR, at most 2 decimals */
                        amount?: number;
                    }[];
                    /** @description Line promotions: the lines of any listed product, variant or category; nothing listed = every line */
                    targets?: {
                        productIds?: number[];
                        variantIds?: number[];
                        categoryIds?: number[];
                    };
                    conditions?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal?: number;
                        minQuantity?: number;
                        customerGroups?: string[];
                        firstOrderOnly?: boolean;
                        customerIds?: number[];
                        customerEmails?: string[];
                    };
                    /** @description applies without a code */
                    automatic?: boolean;
                    /** @description stands beside no other promotion */
                    exclusive?: boolean;
                    /** @description the classes of the promotions this one may stand beside */
                    combinesWith?: ("product" | "order" | "shipping")[];
                    priority?: number;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotionsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    promotion: {
                        name: string;
                        /** @enum {unknown} */
                        kind: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                        /** @description percent, at most 2 decimals */
                        percent?: number | null;
                        /** @description EUR, at most 2 decimals */
                        amount?: number | null;
                        buyQuantity?: number | null;
                        getQuantity?: number | null;
                        tiers?: {
                            /** @description EUR, at most 2 decimals */
                            minSubtotal: number;
                            /** @description percent, at most 2 decimals */
                            percent?: number;
                            /** @description EUR, at most 2 decimals */
                            amount?: number;
                        }[];
                        /** @description Line promotions: the lines of any listed product, variant or category; nothing listed = every line */
                        targets?: {
                            productIds?: number[];
                            variantIds?: number[];
                            categoryIds?: number[];
                        };
                        conditions?: {
                            /** @description EUR, at most 2 decimals */
                            minSubtotal?: number;
                            minQuantity?: number;
                            customerGroups?: string[];
                            firstOrderOnly?: boolean;
                            customerIds?: number[];
                            customerEmails?: string[];
                        };
                        /** @description applies without a code */
                        automatic?: boolean;
                        /** @description stands beside no other promotion */
                        exclusive?: boolean;
                        /** @description the classes of the promotions this one may stand beside */
                        combinesWith?: ("product" | "order" | "shipping")[];
                        priority?: number;
                        /** Format: date-time */
                        startsAt?: string | null;
                        /** Format: date-time */
                        endsAt?: string | null;
                        usageLimit?: number | null;
                        oncePerCustomer?: boolean;
                    };
                    items: {
                        productId?: number;
                        variantId?: number;
                        sku?: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote: components["schemas"]["CartQuote"];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAdminPromotionsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {unknown} */
                    kind?: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                    /** @description percent, at most 2 decimals */
                    percent?: number | null;
                    /** @description EUR, at most 2 decimals */
                    amount?: number | null;
                    buyQuantity?: number | null;
                    getQuantity?: number | null;
                    tiers?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal: number;
                        /** @description percent, at most 2 decimals */
                        percent?: number;
                        /** @description EUR, at most 2 decimals */
                        amount?: number;
                    }[];
                    /** @description Line promotions: the lines of any listed product, variant or category; nothing listed = every line */
                    targets?: {
                        productIds?: number[];
                        variantIds?: number[];
                        categoryIds?: number[];
                    };
                    conditions?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal?: number;
                        minQuantity?: number;
                        customerGroups?: string[];
                        firstOrderOnly?: boolean;
                        customerIds?: number[];
                        customerEmails?: string[];
                    };
                    /** @description applies without a code */
                    automatic?: boolean;
                    /** @description stands beside no other promotion */
                    exclusive?: boolean;
                    /** @description the classes of the promotions this one may stand beside */
                    combinesWith?: ("product" | "order" | "shipping")[];
                    priority?: number;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        /** @enum {string} */
                        code: "PRECONDITION_FAILED";
                        current: components["schemas"]["Promotion"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPromotionsByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotionId: number;
                        /** @description uses held now: what usageLimit counts */
                        uses: number;
                        /** @description orders holding a use: placed and not cancelled (an expired order is cancelled) */
                        orders: number;
                        /** @description EUR the promotion took off those orders */
                        discount: number;
                        /** @description EUR: Σ of those orders' totals, after every discount */
                        revenue: number;
                        /** @enum {string} */
                        currency: "EUR";
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotionsByIdPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotionsByIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPromotionsByIdCodes: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: components["schemas"]["PromotionCode"][];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotionsByIdCodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codes: string[];
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPromotionsByIdCodesGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count: number;
                    prefix?: string;
                    /** @description random characters after the prefix (default 10) */
                    length?: number;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPromotionsByIdCodesExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The codes as CSV (code,usage_limit,used,created_at) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        needsVerification: boolean;
                        message: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthVerify: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified?: true;
                        /** @enum {boolean} */
                        alreadyVerified?: true;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            id: number;
                            email: string;
                            firstName: string;
                            lastName: string;
                            isVerified: boolean;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            id: number;
                            email: string;
                            firstName: string;
                            lastName: string;
                            isVerified: boolean;
                            phone: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: number;
                            orderNumber: number;
                            /** @enum {unknown} */
                            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {unknown} */
                            paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
                            customerName: string;
                            customerEmail: string;
                            totalAmount: number;
                            currency: string;
                            paymentMethod: string;
                            orderSource: string;
                            /** Format: date-time */
                            createdAt: string;
                            itemCount: number;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStoreCartQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    items: {
                        productId?: number;
                        variantId?: number;
                        sku?: string;
                        quantity: number;
                    }[];
                    shippingMethodId?: number;
                    /** @description promotion codes, case-insensitive */
                    codes?: string[];
                    /** @description a business buyer's EU VAT ID (400 when malformed); without it the signed-in customer's. Confirmed by VIES, of and shipped to another member state: 0 % VAT, reverse charge */
                    vatId?: string;
                    /** @description where it ships (ISO 3166 code or name); without it the shop country's tax rates */
                    country?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quote: components["schemas"]["CartQuote"];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStoreOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    firstName?: string;
                    lastName?: string;
                    phone?: string;
                    items: {
                        productId?: number;
                        variantId?: number;
                        sku?: string;
                        quantity: number;
                    }[];
                    shippingAddress: components["schemas"]["Address"];
                    billingAddress?: components["schemas"]["Address"];
                    /** @enum {unknown} */
                    paymentMethod: "card" | "credit_card" | "paypal" | "invoice" | "bank_transfer";
                    shippingMethodId?: number;
                    /** @description origin channel, default web */
                    orderSource?: string;
                    note?: string;
                    /** @description promotion codes, case-insensitive */
                    codes?: string[];
                    /** @description a business buyer's EU VAT ID (400 when malformed); without it the signed-in customer's. Confirmed by VIES, of and shipped to another member state: 0 % VAT, reverse charge */
                    vatId?: string;
                    /** @description the quoted total (EUR): when the price is different now, 409 PRICE_CHANGED with the new quote and no order */
                    expectedTotal?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            orderNumber: number;
                            /** @enum {unknown} */
                            status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                            /** @enum {unknown} */
                            paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
                            customerEmail: string;
                            items: {
                                id: number;
                                productId: number | null;
                                /** @description the variant sold, kept after it is deleted; only for variants with option values */
                                variantId?: number;
                                productName: string;
                                /** @description the variant as named when sold */
                                variantName?: string;
                                /** @description the options bought, as named when sold */
                                options?: {
                                    name: string;
                                    value: string;
                                }[];
                                sku: string;
                                quantity: number;
                                unitPrice: number;
                                totalPrice: number;
                            }[];
                            /** @description each discount given: per item (line and allocated order discounts) and on the shipping; totalAmount is after them */
                            discounts?: components["schemas"]["OrderDiscount"][];
                            subtotal: number;
                            shippingCost: number;
                            tax: number;
                            totalAmount: number;
                            currency: string;
                            paymentMethod: string;
                            shippingAddress: components["schemas"]["Address"];
                            shippingMethod: {
                                id: number;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        refused?: {
                            code: string | null;
                            reason: string;
                        }[];
                        quote?: components["schemas"]["CartQuote"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStoreShippingMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: {
                            id: number;
                            zoneId: number;
                            name: string;
                            methodType: string;
                            price: number;
                            freeAbove: number | null;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStoreProducts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description category id or slug */
                category?: string;
                /** @description substring of the name or SKU */
                search?: string;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            id: number;
                            sku: string;
                            slug: string;
                            name: string;
                            price: number;
                            brand: string | null;
                            categoryId: number | null;
                            /** @description stock minus what open orders hold */
                            availableStock: number;
                            image: {
                                id: number;
                                mediaId: number;
                                url: string;
                                thumbnailUrl: string | null;
                                alt: string;
                                sortOrder: number;
                                width: number | null;
                                height: number | null;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        totalPages: number;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStoreProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string;
                        slug: string;
                        name: string;
                        price: number;
                        brand: string | null;
                        categoryId: number | null;
                        /** @description stock minus what open orders hold */
                        availableStock: number;
                        description: string;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        images: components["schemas"]["ProductImage"][];
                        videos: unknown[];
                        attributes: {
                            [key: string]: unknown;
                        };
                        /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                        lowestPrice30d: number | null;
                        /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                        reductionPercent: number | null;
                        /** @description only for a signed-in customer whose b2bGroup has a price list of it: the tiers checkout charges them; price stays the catalogue price */
                        groupPrice?: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        };
                        /** @description active variants only */
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                            /** @description only for a signed-in customer whose b2bGroup has a price list of it: the tiers checkout charges them; price stays the catalogue price */
                            groupPrice?: {
                                /** @description a customer's b2bGroup */
                                group: string;
                                tiers: {
                                    minQuantity: number;
                                    /** @description null: and more (only the last tier) */
                                    maxQuantity: number | null;
                                    /** @description EUR per unit */
                                    price: number;
                                }[];
                            };
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                        seoTitle: string | null;
                        seoDescription: string | null;
                        seoKeywords: string | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resolveRedirect: {
        parameters: {
            query: {
                /** @description the requested path, starting with / */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description a path or an absolute http(s) URL */
                        destination: string;
                        /** @description 301, 302, 307 or 308 */
                        statusCode: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsCallback: {
        parameters: {
            query?: never;
            header?: {
                "x-payment-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: number;
                    /** @enum {unknown} */
                    result: "succeeded" | "failed";
                    transactionId: string;
                    /** @description EUR; must equal the order total */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderNumber: number;
                        /** @enum {unknown} */
                        status: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                        /** @enum {unknown} */
                        paymentStatus: "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
                        duplicate: boolean;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getV1Settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1Settings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shopName?: string;
                    /** Format: email */
                    contactEmail?: string | null;
                    shopTaxId?: string | null;
                    shopAddress?: string | null;
                    currency?: string;
                    webhookUrl?: string | null;
                    webhooksPaused?: boolean;
                    lowStockThreshold?: number;
                    imageMaxBytes?: number;
                    imageMaxPixels?: number;
                    imageFormats?: ("jpeg" | "png" | "webp" | "gif" | "avif")[];
                    auditRetentionDays?: number;
                    webhookRetentionDays?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Settings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["Settings"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Orders: {
        parameters: {
            query?: {
                status?: "pending" | "paid" | "processing" | "shipped" | "delivered" | "cancelled" | "refunded";
                /** @description ISO date or date-time, inclusive */
                date_from?: string;
                /** @description ISO date (the whole day, up to 23:59:59.999 UTC) or date-time */
                date_to?: string;
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderListItem"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1OrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1OrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status?: string;
                    /** @description appended to the status history */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ShippingZones: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            methodCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1ShippingZones: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        methods: {
                            id: number;
                            zoneId: number;
                            name: string;
                            /** @enum {unknown} */
                            methodType: "flat_rate" | "free" | "pickup";
                            price: number;
                            freeAbove: number | null;
                            isActive: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        methodCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1ShippingZonesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1ShippingMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zoneId: number;
                    name: string;
                    /**
                     * @description flat_rate charges price; free and pickup cost nothing
                     * @enum {unknown}
                     */
                    methodType: "flat_rate" | "free" | "pickup";
                    price?: number;
                    freeAbove?: number | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        zoneId: number;
                        name: string;
                        /** @enum {unknown} */
                        methodType: "flat_rate" | "free" | "pickup";
                        price: number;
                        freeAbove: number | null;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zoneId?: number;
                    name?: string;
                    /**
                     * @description flat_rate charges price; free and pickup cost nothing
                     * @enum {unknown}
                     */
                    methodType?: "flat_rate" | "free" | "pickup";
                    price?: number;
                    freeAbove?: number | null;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        zoneId: number;
                        name: string;
                        /** @enum {unknown} */
                        methodType: "flat_rate" | "free" | "pickup";
                        price: number;
                        freeAbove: number | null;
                        isActive: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1ShippingMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1TaxSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1TaxSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description whether entered prices include VAT
                     * @enum {unknown}
                     */
                    prices?: "net" | "gross";
                    /**
                     * @description gross shops: keep the gross a shopper sees everywhere, or keep the net and let the gross follow the destination's rate
                     * @enum {unknown}
                     */
                    grossMode?: "constant_gross" | "constant_net";
                    /**
                     * @description tax rounded per line, or once per rate and order
                     * @enum {unknown}
                     */
                    rounding?: "line" | "order";
                    /** @description ISO 3166-1 alpha-2, upper case */
                    shopCountry?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["TaxSettings"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1TaxClasses: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxClass"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1TaxClasses: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description fixed once created: what rates and products refer to */
                    code: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1TaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1TaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxClass"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1TaxClassesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1TaxRates: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description ISO 3166-1 alpha-2, upper case */
                country?: string;
                taxClassId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxRate"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1TaxRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taxClassId: number;
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country: string;
                    /** @description the ISO 3166-2 subdivision code after the hyphen (CN for ES-CN) */
                    region?: string | null;
                    /** @description percent, at most 2 decimals (19, 5.5) */
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1TaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1TaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    taxClassId?: number;
                    /** @description ISO 3166-1 alpha-2, upper case */
                    country?: string;
                    /** @description the ISO 3166-2 subdivision code after the hyphen (CN for ES-CN) */
                    region?: string | null;
                    /** @description percent, at most 2 decimals (19, 5.5) */
                    rate?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxRate"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1TaxRatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1TaxRatesEuImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the date of the shipped rates */
                        asOf: string;
                        source: string;
                        created: number;
                        updated: number;
                        unchanged: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1TaxVatIdChecks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vatId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatIdCheck"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Promotions: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "active" | "paused";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Promotion"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Promotions: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {unknown} */
                    kind: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                    /** @description percent, at most 2 decimals */
                    percent?: number | null;
                    /** @description EUR, at most 2 decimals */
                    amount?: number | null;
                    buyQuantity?: number | null;
                    getQuantity?: number | null;
                    tiers?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal: number;
                        /** @description percent, at most 2 decimals */
                        percent?: number;
                        /** @description EUR, at most 2 decimals */
                        amount?: number;
                    }[];
                    /** @description Line promotions: the lines of any listed product, variant or category; nothing listed = every line */
                    targets?: {
                        productIds?: number[];
                        variantIds?: number[];
                        categoryIds?: number[];
                    };
                    conditions?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal?: number;
                        minQuantity?: number;
                        customerGroups?: string[];
                        firstOrderOnly?: boolean;
                        customerIds?: number[];
                        customerEmails?: string[];
                    };
                    /** @description applies without a code */
                    automatic?: boolean;
                    /** @description stands beside no other promotion */
                    exclusive?: boolean;
                    /** @description the classes of the promotions this one may stand beside */
                    combinesWith?: ("product" | "order" | "shipping")[];
                    priority?: number;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1PromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1PromotionsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {unknown} */
                    kind?: "percent_off_order" | "fixed_off_order" | "percent_off_lines" | "fixed_off_lines" | "fixed_price" | "buy_x_get_y" | "spend_threshold" | "free_shipping";
                    /** @description percent, at most 2 decimals */
                    percent?: number | null;
                    /** @description EUR, at most 2 decimals */
                    amount?: number | null;
                    buyQuantity?: number | null;
                    getQuantity?: number | null;
                    tiers?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal: number;
                        /** @description percent, at most 2 decimals */
                        percent?: number;
                        /** @description EUR, at most 2 decimals */
                        amount?: number;
                    }[];
                    /** @description Line promotions: the lines of any listed product, variant or category; nothing listed = every line */
                    targets?: {
                        productIds?: number[];
                        variantIds?: number[];
                        categoryIds?: number[];
                    };
                    conditions?: {
                        /** @description EUR, at most 2 decimals */
                        minSubtotal?: number;
                        minQuantity?: number;
                        customerGroups?: string[];
                        firstOrderOnly?: boolean;
                        customerIds?: number[];
                        customerEmails?: string[];
                    };
                    /** @description applies without a code */
                    automatic?: boolean;
                    /** @description stands beside no other promotion */
                    exclusive?: boolean;
                    /** @description the classes of the promotions this one may stand beside */
                    combinesWith?: ("product" | "order" | "shipping")[];
                    priority?: number;
                    /** Format: date-time */
                    startsAt?: string | null;
                    /** Format: date-time */
                    endsAt?: string | null;
                    usageLimit?: number | null;
                    oncePerCustomer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["Promotion"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1PromotionsByIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        promotionId: number;
                        /** @description uses held now: what usageLimit counts */
                        uses: number;
                        /** @description orders holding a use: placed and not cancelled (an expired order is cancelled) */
                        orders: number;
                        /** @description EUR the promotion took off those orders */
                        discount: number;
                        /** @description EUR: Σ of those orders' totals, after every discount */
                        revenue: number;
                        /** @enum {string} */
                        currency: "EUR";
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1PromotionsByIdPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1PromotionsByIdResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promotion"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1PromotionsByIdCodes: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromotionCode"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1PromotionsByIdCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codes: string[];
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1PromotionsByIdCodesGenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count: number;
                    prefix?: string;
                    /** @description random characters after the prefix (default 10) */
                    length?: number;
                    usageLimit?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1PromotionsByIdCodesExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The codes as CSV (code,usage_limit,used,created_at) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Categories: {
        parameters: {
            query?: {
                /** @description children of this category; 0 lists the top level */
                parent_id?: number;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CategoryListItem"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Categories: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parentId?: number | null;
                    description?: string | null;
                    sortOrder?: number;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1CategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1CategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description kept when only the name changes */
                    slug?: string;
                    parentId?: number | null;
                    description?: string | null;
                    sortOrder?: number;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: components["schemas"]["Category"];
                        diff: {
                            name?: {
                                from: string;
                                to: string;
                            };
                            slug?: {
                                from: string;
                                to: string;
                            };
                            description?: {
                                from: string | null;
                                to: string | null;
                            };
                            parentId?: {
                                from: number | null;
                                to: number | null;
                            };
                            sortOrder?: {
                                from: number;
                                to: number;
                            };
                            seoTitle?: {
                                from: string | null;
                                to: string | null;
                            };
                            seoDescription?: {
                                from: string | null;
                                to: string | null;
                            };
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["Category"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1CategoriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["Category"];
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1InventoryStock: {
        parameters: {
            query?: {
                product_id?: number;
                variant_id?: number;
                warehouse_id?: number;
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StockRow"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1InventoryLowStock: {
        parameters: {
            query?: {
                /** @description default: the lowStockThreshold setting */
                threshold?: number;
                warehouse_id?: number;
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StockRow"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    listInventoryMovements: {
        parameters: {
            query?: {
                productId?: number;
                variantId?: number;
                warehouseId?: number;
                type?: "opening" | "adjustment" | "reservation" | "release" | "sale" | "return";
                /** @description created at or after */
                from?: string;
                /** @description created before */
                to?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            productId: number;
                            /** @description only for variants with option values */
                            variantId?: number;
                            warehouseId: number;
                            /**
                             * @description opening: the balance when the ledger started (migration 0027)
                             * @enum {unknown}
                             */
                            type: "opening" | "adjustment" | "reservation" | "release" | "sale" | "return";
                            /** @description change of the on-hand quantity */
                            quantityDelta: number;
                            /** @description change of the reserved quantity */
                            reservedDelta: number;
                            quantityBefore: number;
                            quantityAfter: number;
                            reservedBefore: number;
                            reservedAfter: number;
                            reason: string;
                            /** @description admin:<id>, api_key:<id>, customer:<id>, guest or system */
                            actor: string;
                            reference: {
                                /** @enum {unknown} */
                                type: "order" | "return" | "adjustment";
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1InventoryAdjustments: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description enough for a product with one variant; otherwise 400 naming variantId */
                    productId?: number;
                    variantId?: number;
                    sku?: string;
                    warehouseId: number;
                    /** @description signed change of the on-hand quantity, not 0 */
                    quantity: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        productId: number;
                        /** @description only for variants with option values */
                        variantId?: number;
                        warehouseId: number;
                        /** @description the signed change applied */
                        quantity: number;
                        quantityBefore: number;
                        quantityAfter: number;
                        reason: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1InventoryWarehouses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Warehouse"][];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1InventoryWarehouses: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description stored upper-case; unique */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Warehouse"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Blog: {
        parameters: {
            query?: {
                search?: string;
                status?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlogPost"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Blog: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    excerpt?: string;
                    body?: string;
                    author?: string | null;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1BlogById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1BlogById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    excerpt?: string;
                    body?: string;
                    author?: string | null;
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPost"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: components["schemas"]["BlogPost"];
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Pages: {
        parameters: {
            query?: {
                status?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentPage"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Pages: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                    sections?: {
                        type: string;
                        content: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1PagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1PagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    seoTitle?: string | null;
                    seoDescription?: string | null;
                    sections?: {
                        type: string;
                        content: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        slug: string;
                        status: string;
                        seoTitle: string | null;
                        seoDescription: string | null;
                        sectionCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        sections: {
                            id: number;
                            type: string;
                            content: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: {
                            id: string;
                            title: string;
                            slug: string;
                            status: string;
                            seoTitle: string | null;
                            seoDescription: string | null;
                            sectionCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            sections: {
                                id: number;
                                type: string;
                                content: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                            }[];
                        };
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1PagesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number | string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: {
                            id: string;
                            title: string;
                            slug: string;
                            status: string;
                            seoTitle: string | null;
                            seoDescription: string | null;
                            sectionCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            sections: {
                                id: number;
                                type: string;
                                content: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1SeoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1SeoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defaultTitle?: string;
                    titleTemplate?: string;
                    defaultDescription?: string;
                    robotsTxt?: string;
                    sitemapEnabled?: boolean;
                    redirectOnSlugChange?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoSettings"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1SeoRules: {
        parameters: {
            query?: {
                is_active?: boolean;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeoRule"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1SeoRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ruleName: string;
                    /** @enum {unknown} */
                    targetType: "product" | "category" | "page" | "blog_post" | "global";
                    createdBy: string;
                    targetId?: string | null;
                    titleTemplate?: string | null;
                    descriptionTemplate?: string | null;
                    priority?: number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoRule"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1SeoRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ruleName?: string;
                    /** @enum {unknown} */
                    targetType?: "product" | "category" | "page" | "blog_post" | "global";
                    createdBy?: string;
                    targetId?: string | null;
                    titleTemplate?: string | null;
                    descriptionTemplate?: string | null;
                    priority?: number;
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeoRule"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1SeoRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number | string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1SeoRedirects: {
        parameters: {
            query?: {
                search?: string;
                enabled?: boolean;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Redirect"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1SeoRedirects: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: string;
                    destination: string;
                    statusCode?: 301 | 302 | 307 | 308;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1SeoRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source?: string;
                    destination?: string;
                    statusCode?: 301 | 302 | 307 | 308;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1SeoRedirectsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number | string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Translations: {
        parameters: {
            query?: {
                entity_type?: string;
                language_code?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            entityType: string;
                            entityId: string;
                            languageCode: string;
                            data: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Translations: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entityType: string;
                    entityId: number | string;
                    languageCode: string;
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        entityType: string;
                        entityId: string;
                        languageCode: string;
                        data: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        entityType: string;
                        entityId: string;
                        languageCode: string;
                        data: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1TranslationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number | string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Customers: {
        parameters: {
            query?: {
                /** @description name or e-mail, matched literally */
                search?: string;
                is_b2b?: boolean;
                page?: number;
                per_page?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlatformCustomerListItem"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1CustomersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformCustomer"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Media: {
        parameters: {
            query?: {
                /** @description part of the file name (stored or original) */
                search?: string;
                mime_type?: string;
                /** @description true: alt or title is empty; false: both are filled in */
                needs_metadata?: boolean;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MediaItem"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1MediaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt?: string;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItem"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1MediaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1Products: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description substring of the name or SKU */
                search?: string;
                status?: "active" | "draft" | "archived";
                category_id?: number;
            };
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PlatformProductListItem"][];
                        meta: {
                            page: number;
                            per_page: number;
                            total: number;
                            /** @description true when total (and total_pages) is an estimate rather than a count (docs/decisions.md) */
                            total_estimated: boolean;
                            total_pages: number;
                        };
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1Products: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description EUR, at most 2 decimals */
                    price: number;
                    sku?: string;
                    description?: string;
                    /** @enum {unknown} */
                    status?: "active" | "draft" | "archived";
                    categoryId?: number | null;
                    /** @description the same as categoryId, named like the list filter */
                    category_id?: number | null;
                    brand?: string | null;
                    /** @description a tax class id (GET …/tax/classes); null: standard */
                    taxClassId?: number | null;
                    /** @description on-hand quantity; sets the default warehouse */
                    stock?: number;
                    attributes?: {
                        [key: string]: unknown;
                    };
                    videos?: unknown[];
                    /** @description null: derived from the name */
                    seoTitle?: string | null;
                    /** @description null: derived from the description */
                    seoDescription?: string | null;
                    seoKeywords?: string | null;
                    /** @description replaces the options (at most three), in display order */
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /** @description variants to change (by id, else by option values) or add (sku required; stock only for new ones); unlisted ones stay */
                    variants?: {
                        /** @description an existing variant of this product */
                        id?: number;
                        /** @description unique across all products and variants; 409 SKU_EXISTS */
                        sku?: string;
                        /** @description one value of each option, in option order */
                        optionValues?: string[];
                        /** @description EUR; null: the product's price */
                        price?: number | null;
                        compareAtPrice?: number | null;
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /**
                         * @description only active variants can be bought
                         * @enum {unknown}
                         */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity in the default warehouse */
                        stock?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string;
                        slug: string;
                        name: string;
                        description: string;
                        price: number;
                        brand: string | null;
                        categoryId: number | null;
                        /** @enum {unknown} */
                        status: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock: number;
                        /** @description stock minus what open orders hold */
                        availableStock: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        /** @description the tax class of the product and its variants; null: standard */
                        taxClassId: number | null;
                        images: components["schemas"]["ProductImage"][];
                        /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                        lowestPrice30d: number | null;
                        /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                        reductionPercent: number | null;
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                        attributes: {
                            [key: string]: unknown;
                        };
                        videos: unknown[];
                        seoTitle: string | null;
                        seoDescription: string | null;
                        seoKeywords: string | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of an answer you hold: 304 without a body while it is current */
                "if-none-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string;
                        slug: string;
                        name: string;
                        description: string;
                        price: number;
                        brand: string | null;
                        categoryId: number | null;
                        /** @enum {unknown} */
                        status: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock: number;
                        /** @description stock minus what open orders hold */
                        availableStock: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        /** @description the tax class of the product and its variants; null: standard */
                        taxClassId: number | null;
                        images: components["schemas"]["ProductImage"][];
                        /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                        lowestPrice30d: number | null;
                        /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                        reductionPercent: number | null;
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                        attributes: {
                            [key: string]: unknown;
                        };
                        videos: unknown[];
                        seoTitle: string | null;
                        seoDescription: string | null;
                        seoKeywords: string | null;
                    };
                };
            };
            /** @description Not Modified: the If-None-Match ETag is the current answer's */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description EUR, at most 2 decimals */
                    price?: number;
                    sku?: string;
                    slug?: string;
                    description?: string;
                    /** @enum {unknown} */
                    status?: "active" | "draft" | "archived";
                    categoryId?: number | null;
                    /** @description the same as categoryId, named like the list filter */
                    category_id?: number | null;
                    brand?: string | null;
                    /** @description a tax class id (GET …/tax/classes); null: standard */
                    taxClassId?: number | null;
                    /** @description on-hand quantity; sets the default warehouse */
                    stock?: number;
                    attributes?: {
                        [key: string]: unknown;
                    };
                    videos?: unknown[];
                    /** @description null: derived from the name */
                    seoTitle?: string | null;
                    /** @description null: derived from the description */
                    seoDescription?: string | null;
                    seoKeywords?: string | null;
                    /** @description replaces the options (at most three), in display order */
                    options?: {
                        name: string;
                        values: string[];
                    }[];
                    /** @description variants to change (by id, else by option values) or add (sku required; stock only for new ones); unlisted ones stay */
                    variants?: {
                        /** @description an existing variant of this product */
                        id?: number;
                        /** @description unique across all products and variants; 409 SKU_EXISTS */
                        sku?: string;
                        /** @description one value of each option, in option order */
                        optionValues?: string[];
                        /** @description EUR; null: the product's price */
                        price?: number | null;
                        compareAtPrice?: number | null;
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /**
                         * @description only active variants can be bought
                         * @enum {unknown}
                         */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity in the default warehouse */
                        stock?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string;
                        slug: string;
                        name: string;
                        description: string;
                        price: number;
                        brand: string | null;
                        categoryId: number | null;
                        /** @enum {unknown} */
                        status: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock: number;
                        /** @description stock minus what open orders hold */
                        availableStock: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        } | null;
                        /** @description the tax class of the product and its variants; null: standard */
                        taxClassId: number | null;
                        images: components["schemas"]["ProductImage"][];
                        /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                        lowestPrice30d: number | null;
                        /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                        reductionPercent: number | null;
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                        attributes: {
                            [key: string]: unknown;
                        };
                        videos: unknown[];
                        seoTitle: string | null;
                        seoDescription: string | null;
                        seoKeywords: string | null;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: {
                            id: number;
                            sku: string;
                            slug: string;
                            name: string;
                            description: string;
                            price: number;
                            brand: string | null;
                            categoryId: number | null;
                            /** @enum {unknown} */
                            status: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock: number;
                            /** @description stock minus what open orders hold */
                            availableStock: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            /** @description the tax class of the product and its variants; null: standard */
                            taxClassId: number | null;
                            images: components["schemas"]["ProductImage"][];
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number | null;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                            variants: {
                                id: number;
                                sku: string | null;
                                name: string;
                                /** @description null: the product price */
                                price: number | null;
                                attributes: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                                /** @description the variant's value of each option, in option order */
                                options?: {
                                    name: string;
                                    value: string;
                                }[];
                                compareAtPrice?: number | null;
                                /** @description GTIN */
                                barcode?: string | null;
                                /** @description grams */
                                weight?: number | null;
                                /** @description what can still be ordered, over all warehouses */
                                availableStock?: number;
                                /** @enum {unknown} */
                                status?: "active" | "draft" | "archived";
                                /** @description on-hand quantity over all warehouses */
                                stock?: number;
                                /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                                lowestPrice30d: number;
                                /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                                reductionPercent: number | null;
                            }[];
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            /** @description over the active variants */
                            priceRange?: {
                                min: number;
                                max: number;
                            };
                            attributes: {
                                [key: string]: unknown;
                            };
                            videos: unknown[];
                            seoTitle: string | null;
                            seoDescription: string | null;
                            seoKeywords: string | null;
                        };
                    };
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1ProductsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description the ETag of the state you edited: 412 with the current state when it has changed since */
                "if-match"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                        id: number;
                        name: string;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The resource was changed since the ETag sent in If-Match; `current` is what is stored now (its ETag in the header) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        current: {
                            id: number;
                            sku: string;
                            slug: string;
                            name: string;
                            description: string;
                            price: number;
                            brand: string | null;
                            categoryId: number | null;
                            /** @enum {unknown} */
                            status: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock: number;
                            /** @description stock minus what open orders hold */
                            availableStock: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            category: {
                                id: number;
                                name: string;
                                slug: string;
                            } | null;
                            /** @description the tax class of the product and its variants; null: standard */
                            taxClassId: number | null;
                            images: components["schemas"]["ProductImage"][];
                            /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                            lowestPrice30d: number | null;
                            /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                            reductionPercent: number | null;
                            variants: {
                                id: number;
                                sku: string | null;
                                name: string;
                                /** @description null: the product price */
                                price: number | null;
                                attributes: {
                                    [key: string]: unknown;
                                };
                                sortOrder: number;
                                /** @description the variant's value of each option, in option order */
                                options?: {
                                    name: string;
                                    value: string;
                                }[];
                                compareAtPrice?: number | null;
                                /** @description GTIN */
                                barcode?: string | null;
                                /** @description grams */
                                weight?: number | null;
                                /** @description what can still be ordered, over all warehouses */
                                availableStock?: number;
                                /** @enum {unknown} */
                                status?: "active" | "draft" | "archived";
                                /** @description on-hand quantity over all warehouses */
                                stock?: number;
                                /** @description EUR: while the price is reduced, the lowest price of the 30 days before the reduction began (its base); else the lowest of the last 30 days */
                                lowestPrice30d: number;
                                /** @description whole percent off lowestPrice30d, rounded down; null: not reduced */
                                reductionPercent: number | null;
                            }[];
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            /** @description over the active variants */
                            priceRange?: {
                                min: number;
                                max: number;
                            };
                            attributes: {
                                [key: string]: unknown;
                            };
                            videos: unknown[];
                            seoTitle: string | null;
                            seoDescription: string | null;
                            seoKeywords: string | null;
                        };
                    };
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ProductsByIdVariantsByVariantIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ProductsByIdVariantsByVariantIdGroupPrices: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description every group's tiers; the variant's lists are replaced by these */
                    groups: {
                        /** @description a customer's b2bGroup */
                        group: string;
                        tiers: {
                            minQuantity: number;
                            /** @description null: and more (only the last tier) */
                            maxQuantity: number | null;
                            /** @description EUR per unit */
                            price: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ProductsByIdGroupPrices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ProductsByIdGroupPrices: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description every group's tiers; the variant's lists are replaced by these */
                    groups: {
                        /** @description a customer's b2bGroup */
                        group: string;
                        tiers: {
                            minQuantity: number;
                            /** @description null: and more (only the last tier) */
                            maxQuantity: number | null;
                            /** @description EUR per unit */
                            price: number;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description every group's tiers; the variant's lists are replaced by these */
                        groups: {
                            /** @description a customer's b2bGroup */
                            group: string;
                            tiers: {
                                minQuantity: number;
                                /** @description null: and more (only the last tier) */
                                maxQuantity: number | null;
                                /** @description EUR per unit */
                                price: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    getV1ProductsByIdVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        variants: {
                            id: number;
                            sku: string | null;
                            name: string;
                            /** @description null: the product price */
                            price: number | null;
                            attributes: {
                                [key: string]: unknown;
                            };
                            sortOrder: number;
                            /** @description the variant's value of each option, in option order */
                            options?: {
                                name: string;
                                value: string;
                            }[];
                            compareAtPrice?: number | null;
                            /** @description GTIN */
                            barcode?: string | null;
                            /** @description grams */
                            weight?: number | null;
                            /** @description what can still be ordered, over all warehouses */
                            availableStock?: number;
                            /** @enum {unknown} */
                            status?: "active" | "draft" | "archived";
                            /** @description on-hand quantity over all warehouses */
                            stock?: number;
                        }[];
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        /** @description over the active variants */
                        priceRange?: {
                            min: number;
                            max: number;
                        };
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    postV1ProductsByIdVariants: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique across all products and variants; 409 SKU_EXISTS */
                    sku: string;
                    /** @description one value of each option, in option order */
                    optionValues?: string[];
                    /** @description EUR; null: the product's price */
                    price?: number | null;
                    compareAtPrice?: number | null;
                    barcode?: string | null;
                    /** @description grams */
                    weight?: number | null;
                    /**
                     * @description only active variants can be bought
                     * @enum {unknown}
                     */
                    status?: "active" | "draft" | "archived";
                    /** @description on-hand quantity in the default warehouse */
                    stock?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string | null;
                        name: string;
                        /** @description null: the product price */
                        price: number | null;
                        attributes: {
                            [key: string]: unknown;
                        };
                        sortOrder: number;
                        /** @description the variant's value of each option, in option order */
                        options?: {
                            name: string;
                            value: string;
                        }[];
                        compareAtPrice?: number | null;
                        /** @description GTIN */
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /** @description what can still be ordered, over all warehouses */
                        availableStock?: number;
                        /** @enum {unknown} */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock?: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    putV1ProductsByIdOptions: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description at most three, in display order */
                    options: {
                        name: string;
                        values: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description at most three, in display order */
                        options: {
                            name: string;
                            values: string[];
                        }[];
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    deleteV1ProductsByIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
    patchV1ProductsByIdVariantsByVariantId: {
        parameters: {
            query?: never;
            header?: {
                /** @description A unique value per operation (a UUID, say), 1 to 255 printable ASCII characters, compared as sent. A retry with the same key and request answers the first answer again (`Idempotent-Replayed: true`) without doing the work twice; the same key with another request is 422, while the first is still running 409. Kept 24 h. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
                variantId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description unique across all products and variants; 409 SKU_EXISTS */
                    sku?: string;
                    /** @description one value of each option, in option order */
                    optionValues?: string[];
                    /** @description EUR; null: the product's price */
                    price?: number | null;
                    compareAtPrice?: number | null;
                    barcode?: string | null;
                    /** @description grams */
                    weight?: number | null;
                    /**
                     * @description only active variants can be bought
                     * @enum {unknown}
                     */
                    status?: "active" | "draft" | "archived";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        sku: string | null;
                        name: string;
                        /** @description null: the product price */
                        price: number | null;
                        attributes: {
                            [key: string]: unknown;
                        };
                        sortOrder: number;
                        /** @description the variant's value of each option, in option order */
                        options?: {
                            name: string;
                            value: string;
                        }[];
                        compareAtPrice?: number | null;
                        /** @description GTIN */
                        barcode?: string | null;
                        /** @description grams */
                        weight?: number | null;
                        /** @description what can still be ordered, over all warehouses */
                        availableStock?: number;
                        /** @enum {unknown} */
                        status?: "active" | "draft" | "archived";
                        /** @description on-hand quantity over all warehouses */
                        stock?: number;
                    };
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Conflict with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description The body is not of a content type this route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
            /** @description Briefly unavailable (database busy or reconnecting); see Retry-After */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformError"];
                };
            };
        };
    };
}
