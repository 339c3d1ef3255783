-- 1,000,000 users of one tenant among ten, set-based (one INSERT … SELECT per table).
-- :'hash' is the bcrypt hash every seeded user gets; the first tenant's first user is the
-- bench's admin. Half the names are Thai written without spaces (title, first and last
-- name run together, as 'นายสมชายใจดี'), half Latin; usernames and e-mails are unique.
INSERT INTO accounts (id, name, plan, created_at)
SELECT ('00000000-0000-4000-8000-' || lpad(t::text, 12, '0'))::uuid, 'Bench tenant ' || t, 'enterprise', now() - interval '3 years'
  FROM generate_series(1, 10) AS t;

WITH names AS (
  SELECT ARRAY['สมชาย','สมศักดิ์','สุชาติ','ประเสริฐ','วิชัย','สมพงษ์','อนุชา','ธนากร','กิตติ','ปิยะ','ณัฐพล','วรวุฒิ','สุนทร','ชัยวัฒน์','พงศกร','อรุณ','มานพ','ศักดิ์ชัย','นพดล','สุรชัย','มาลี','สุดา','วันเพ็ญ','กาญจนา','นงลักษณ์','อัญชลี','ศิริพร','ปวีณา','รัตนา','จันทร์เพ็ญ','พรทิพย์','สุภาพร','อรทัย','ดวงใจ','นิภา','ละเอียด','บุษบา'] AS th_first,
         ARRAY['ใจดี','ศรีสุข','วงศ์ใหญ่','แสงทอง','บุญมา','ทองดี','สุขสวัสดิ์','รักไทย','มั่นคง','เจริญผล','พูลสวัสดิ์','ศรีสมบูรณ์','ประเสริฐศักดิ์','กาญจนวงศ์','อินทร์แก้ว','ชัยมงคล','นาคสวัสดิ์','ทองคำ','สายสุนีย์','รุ่งเรือง','พิทักษ์','จันทร์หอม','ศรีวงศ์','บุญเรือง','แก้วมณี','สมบัติ','ยิ้มแย้ม','เพชรรัตน์','ทรัพย์สิน','อ่อนศรี','มีสุข','ดีเลิศ','คงทน','สุวรรณ','ปัญญา','วัฒนา','อุดมสุข','เรืองศรี','ธรรมดี','ศักดิ์สิทธิ์','ภักดี'] AS th_last,
         ARRAY['นาย','นาง','นางสาว'] AS th_title,
         ARRAY['James','Mary','John','Patricia','Robert','Jennifer','Michael','Linda','William','Elizabeth','David','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen','Daniel','Nancy','Matthew','Lisa','Anthony','Betty','Mark','Margaret','Donald','Sandra','Steven','Ashley','Paul','Kimberly','Andrew','Emily','Joshua'] AS en_first,
         ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores','Green'] AS en_last
), seq AS (
  -- Tenant 1 holds 1,000,000 users, tenants 2-10 hold 10,000 each.
  SELECT n, CASE WHEN n <= 1000000 THEN 1 ELSE 2 + (n - 1000001) / 10000 END AS tenant
    FROM generate_series(1, 1090000) AS n
), person AS (
  SELECT n, tenant, n % 2 = 0 AS thai,
         n % 37 + 1 AS f, (n / 37) % 41 + 1 AS l, (n / 1517) % 3 + 1 AS t
    FROM seq
)
INSERT INTO users (account_id, username, email, first_name, last_name, full_name, password_hash, role, status,
                   last_login_at, created_at, updated_at)
SELECT ('00000000-0000-4000-8000-' || lpad(tenant::text, 12, '0'))::uuid,
       'u' || n,
       'u' || n || '@t' || tenant || '.example.com',
       CASE WHEN thai THEN th_first[f] ELSE en_first[f] END,
       CASE WHEN thai THEN th_last[l] ELSE en_last[l] END,
       CASE WHEN thai THEN th_title[t] || th_first[f] || th_last[l] ELSE en_first[f] || ' ' || en_last[l] END,
       :'hash',
       CASE WHEN n = 1 THEN 'admin' ELSE (ARRAY['admin','operator','viewer','client','client','client','client','client','client','client'])[n % 10 + 1] END,
       CASE WHEN n % 20 = 7 THEN 'inactive' ELSE 'active' END,
       CASE WHEN n % 3 = 0 THEN NULL ELSE timestamptz '2026-01-01' + (n % 1000) * interval '7 hours' END,
       -- One user every 60 seconds back from now: newest first is the reverse of n.
       now() - (1090000 - n) * interval '1 minute',
       now()
  FROM person, names;
