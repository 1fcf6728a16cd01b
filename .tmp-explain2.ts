import SQLite from 'better-sqlite3';
const s = new SQLite('/tmp/bench-customers.db');
s.exec('drop index if exists orders_guest_email; drop index if exists orders_guest_email2; create index orders_guest_email2 on orders (customer_id, lower(customer_email), created_at, id); analyze;');
const show = (sqlText: string, params: any[] = []) => {
  console.log(s.prepare('explain query plan ' + sqlText).all(...params).map((r: any) => r.detail).join('\n'));
  const t = performance.now(); for (let i = 0; i < 5; i++) s.prepare(sqlText).all(...params); console.log(((performance.now() - t) / 5).toFixed(1), 'ms');
};
show(`select "id", "created_at" from "customers" union all select -min("orders"."id") as "id", min("orders"."created_at") as "created_at" from "orders" where "orders"."customer_id" is null group by lower("orders"."customer_email") order by "created_at" desc, "id" desc limit 50 offset 0`);
show(`select count(distinct lower("orders"."customer_email")) from "orders" where "orders"."customer_id" is null`);
show(`select lower(customer_email), min(id), count(*) from orders where customer_id is null and lower("orders"."customer_email") in ('guest2@example.com','guest4@example.com') group by lower(customer_email)`);
show(`select count(*) from (select 1 from orders where customer_id is null group by lower(customer_email))`);
