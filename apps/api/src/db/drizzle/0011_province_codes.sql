-- custom SQL (hand-written): profiles and packages kept the province as free text ("Chon Buri",
-- "Chonburi", "ชลบุรี" …); from here on they hold an ISO 3166-2:TH code (docs/decisions/0013).
-- Each old value is normalized as packages/machines `provinceSpellingKey` does (lower case; no
-- "จังหวัด"/"จ."/"Changwat" prefix or "Province" suffix; only Latin letters, digits and Thai
-- characters) and looked up among the codes, the English and Thai names and the spellings of
-- `PROVINCE_SPELLINGS`, frozen below as they stood when this was written. A value that names no
-- province becomes NULL. Then the CHECK constraints hold. Tested by apps/api/test/provinces.test.ts.
CREATE TEMPORARY TABLE "province_spellings" ("spelling" text PRIMARY KEY, "code" text NOT NULL);
--> statement-breakpoint
INSERT INTO "province_spellings" ("spelling", "code") VALUES
  ('th10', 'TH-10'), ('bangkok', 'TH-10'), ('กรุงเทพมหานคร', 'TH-10'), ('krungthep', 'TH-10'), ('krungthepmahanakhon', 'TH-10'), ('bangkokmetropolis', 'TH-10'), ('bkk', 'TH-10'), ('กรุงเทพ', 'TH-10'), ('กรุงเทพฯ', 'TH-10'), ('กทม', 'TH-10'),
  ('th11', 'TH-11'), ('samutprakan', 'TH-11'), ('สมุทรปราการ', 'TH-11'), ('samutprakarn', 'TH-11'),
  ('th12', 'TH-12'), ('nonthaburi', 'TH-12'), ('นนทบุรี', 'TH-12'),
  ('th13', 'TH-13'), ('pathumthani', 'TH-13'), ('ปทุมธานี', 'TH-13'),
  ('th14', 'TH-14'), ('phranakhonsiayutthaya', 'TH-14'), ('พระนครศรีอยุธยา', 'TH-14'), ('ayutthaya', 'TH-14'), ('ayuthaya', 'TH-14'), ('ayudhya', 'TH-14'), ('phranakhonsiayudhya', 'TH-14'), ('อยุธยา', 'TH-14'),
  ('th15', 'TH-15'), ('angthong', 'TH-15'), ('อ่างทอง', 'TH-15'),
  ('th16', 'TH-16'), ('lopburi', 'TH-16'), ('ลพบุรี', 'TH-16'), ('lobburi', 'TH-16'),
  ('th17', 'TH-17'), ('singburi', 'TH-17'), ('สิงห์บุรี', 'TH-17'),
  ('th18', 'TH-18'), ('chainat', 'TH-18'), ('ชัยนาท', 'TH-18'),
  ('th19', 'TH-19'), ('saraburi', 'TH-19'), ('สระบุรี', 'TH-19'),
  ('th20', 'TH-20'), ('chonburi', 'TH-20'), ('ชลบุรี', 'TH-20'), ('cholburi', 'TH-20'), ('pattaya', 'TH-20'), ('phatthaya', 'TH-20'), ('พัทยา', 'TH-20'),
  ('th21', 'TH-21'), ('rayong', 'TH-21'), ('ระยอง', 'TH-21'),
  ('th22', 'TH-22'), ('chanthaburi', 'TH-22'), ('จันทบุรี', 'TH-22'), ('chantaburi', 'TH-22'),
  ('th23', 'TH-23'), ('trat', 'TH-23'), ('ตราด', 'TH-23'),
  ('th24', 'TH-24'), ('chachoengsao', 'TH-24'), ('ฉะเชิงเทรา', 'TH-24'), ('chachengsao', 'TH-24'),
  ('th25', 'TH-25'), ('prachinburi', 'TH-25'), ('ปราจีนบุรี', 'TH-25'),
  ('th26', 'TH-26'), ('nakhonnayok', 'TH-26'), ('นครนายก', 'TH-26'),
  ('th27', 'TH-27'), ('sakaeo', 'TH-27'), ('สระแก้ว', 'TH-27'), ('sakaew', 'TH-27'), ('srakaew', 'TH-27'), ('srakaeo', 'TH-27'),
  ('th30', 'TH-30'), ('nakhonratchasima', 'TH-30'), ('นครราชสีมา', 'TH-30'), ('korat', 'TH-30'), ('khorat', 'TH-30'), ('nakornratchasima', 'TH-30'), ('โคราช', 'TH-30'),
  ('th31', 'TH-31'), ('buriram', 'TH-31'), ('บุรีรัมย์', 'TH-31'),
  ('th32', 'TH-32'), ('surin', 'TH-32'), ('สุรินทร์', 'TH-32'),
  ('th33', 'TH-33'), ('sisaket', 'TH-33'), ('ศรีสะเกษ', 'TH-33'), ('srisaket', 'TH-33'),
  ('th34', 'TH-34'), ('ubonratchathani', 'TH-34'), ('อุบลราชธานี', 'TH-34'), ('ubon', 'TH-34'), ('ubonratchatani', 'TH-34'),
  ('th35', 'TH-35'), ('yasothon', 'TH-35'), ('ยโสธร', 'TH-35'),
  ('th36', 'TH-36'), ('chaiyaphum', 'TH-36'), ('ชัยภูมิ', 'TH-36'),
  ('th37', 'TH-37'), ('amnatcharoen', 'TH-37'), ('อำนาจเจริญ', 'TH-37'),
  ('th38', 'TH-38'), ('buengkan', 'TH-38'), ('บึงกาฬ', 'TH-38'), ('bungkan', 'TH-38'),
  ('th39', 'TH-39'), ('nongbualamphu', 'TH-39'), ('หนองบัวลำภู', 'TH-39'),
  ('th40', 'TH-40'), ('khonkaen', 'TH-40'), ('ขอนแก่น', 'TH-40'),
  ('th41', 'TH-41'), ('udonthani', 'TH-41'), ('อุดรธานี', 'TH-41'), ('udon', 'TH-41'), ('udorn', 'TH-41'), ('udornthani', 'TH-41'),
  ('th42', 'TH-42'), ('loei', 'TH-42'), ('เลย', 'TH-42'),
  ('th43', 'TH-43'), ('nongkhai', 'TH-43'), ('หนองคาย', 'TH-43'),
  ('th44', 'TH-44'), ('mahasarakham', 'TH-44'), ('มหาสารคาม', 'TH-44'),
  ('th45', 'TH-45'), ('roiet', 'TH-45'), ('ร้อยเอ็ด', 'TH-45'),
  ('th46', 'TH-46'), ('kalasin', 'TH-46'), ('กาฬสินธุ์', 'TH-46'),
  ('th47', 'TH-47'), ('sakonnakhon', 'TH-47'), ('สกลนคร', 'TH-47'),
  ('th48', 'TH-48'), ('nakhonphanom', 'TH-48'), ('นครพนม', 'TH-48'),
  ('th49', 'TH-49'), ('mukdahan', 'TH-49'), ('มุกดาหาร', 'TH-49'),
  ('th50', 'TH-50'), ('chiangmai', 'TH-50'), ('เชียงใหม่', 'TH-50'), ('chiengmai', 'TH-50'),
  ('th51', 'TH-51'), ('lamphun', 'TH-51'), ('ลำพูน', 'TH-51'),
  ('th52', 'TH-52'), ('lampang', 'TH-52'), ('ลำปาง', 'TH-52'),
  ('th53', 'TH-53'), ('uttaradit', 'TH-53'), ('อุตรดิตถ์', 'TH-53'),
  ('th54', 'TH-54'), ('phrae', 'TH-54'), ('แพร่', 'TH-54'),
  ('th55', 'TH-55'), ('nan', 'TH-55'), ('น่าน', 'TH-55'),
  ('th56', 'TH-56'), ('phayao', 'TH-56'), ('พะเยา', 'TH-56'),
  ('th57', 'TH-57'), ('chiangrai', 'TH-57'), ('เชียงราย', 'TH-57'), ('chiengrai', 'TH-57'),
  ('th58', 'TH-58'), ('maehongson', 'TH-58'), ('แม่ฮ่องสอน', 'TH-58'),
  ('th60', 'TH-60'), ('nakhonsawan', 'TH-60'), ('นครสวรรค์', 'TH-60'), ('nakornsawan', 'TH-60'),
  ('th61', 'TH-61'), ('uthaithani', 'TH-61'), ('อุทัยธานี', 'TH-61'),
  ('th62', 'TH-62'), ('kamphaengphet', 'TH-62'), ('กำแพงเพชร', 'TH-62'), ('kampaengphet', 'TH-62'),
  ('th63', 'TH-63'), ('tak', 'TH-63'), ('ตาก', 'TH-63'),
  ('th64', 'TH-64'), ('sukhothai', 'TH-64'), ('สุโขทัย', 'TH-64'),
  ('th65', 'TH-65'), ('phitsanulok', 'TH-65'), ('พิษณุโลก', 'TH-65'),
  ('th66', 'TH-66'), ('phichit', 'TH-66'), ('พิจิตร', 'TH-66'),
  ('th67', 'TH-67'), ('phetchabun', 'TH-67'), ('เพชรบูรณ์', 'TH-67'), ('phetchaboon', 'TH-67'), ('petchabun', 'TH-67'),
  ('th70', 'TH-70'), ('ratchaburi', 'TH-70'), ('ราชบุรี', 'TH-70'),
  ('th71', 'TH-71'), ('kanchanaburi', 'TH-71'), ('กาญจนบุรี', 'TH-71'), ('kanjanaburi', 'TH-71'),
  ('th72', 'TH-72'), ('suphanburi', 'TH-72'), ('สุพรรณบุรี', 'TH-72'),
  ('th73', 'TH-73'), ('nakhonpathom', 'TH-73'), ('นครปฐม', 'TH-73'), ('nakornpathom', 'TH-73'),
  ('th74', 'TH-74'), ('samutsakhon', 'TH-74'), ('สมุทรสาคร', 'TH-74'),
  ('th75', 'TH-75'), ('samutsongkhram', 'TH-75'), ('สมุทรสงคราม', 'TH-75'),
  ('th76', 'TH-76'), ('phetchaburi', 'TH-76'), ('เพชรบุรี', 'TH-76'), ('phetburi', 'TH-76'), ('petchaburi', 'TH-76'),
  ('th77', 'TH-77'), ('prachuapkhirikhan', 'TH-77'), ('ประจวบคีรีขันธ์', 'TH-77'), ('prachuap', 'TH-77'), ('huahin', 'TH-77'), ('หัวหิน', 'TH-77'),
  ('th80', 'TH-80'), ('nakhonsithammarat', 'TH-80'), ('นครศรีธรรมราช', 'TH-80'), ('nakornsithammarat', 'TH-80'), ('nakhonsrithammarat', 'TH-80'),
  ('th81', 'TH-81'), ('krabi', 'TH-81'), ('กระบี่', 'TH-81'),
  ('th82', 'TH-82'), ('phangnga', 'TH-82'), ('พังงา', 'TH-82'), ('pangnga', 'TH-82'),
  ('th83', 'TH-83'), ('phuket', 'TH-83'), ('ภูเก็ต', 'TH-83'), ('puket', 'TH-83'),
  ('th84', 'TH-84'), ('suratthani', 'TH-84'), ('สุราษฎร์ธานี', 'TH-84'), ('surat', 'TH-84'), ('kohsamui', 'TH-84'), ('samui', 'TH-84'),
  ('th85', 'TH-85'), ('ranong', 'TH-85'), ('ระนอง', 'TH-85'),
  ('th86', 'TH-86'), ('chumphon', 'TH-86'), ('ชุมพร', 'TH-86'),
  ('th90', 'TH-90'), ('songkhla', 'TH-90'), ('สงขลา', 'TH-90'), ('hatyai', 'TH-90'), ('หาดใหญ่', 'TH-90'),
  ('th91', 'TH-91'), ('satun', 'TH-91'), ('สตูล', 'TH-91'),
  ('th92', 'TH-92'), ('trang', 'TH-92'), ('ตรัง', 'TH-92'),
  ('th93', 'TH-93'), ('phatthalung', 'TH-93'), ('พัทลุง', 'TH-93'), ('patthalung', 'TH-93'),
  ('th94', 'TH-94'), ('pattani', 'TH-94'), ('ปัตตานี', 'TH-94'),
  ('th95', 'TH-95'), ('yala', 'TH-95'), ('ยะลา', 'TH-95'),
  ('th96', 'TH-96'), ('narathiwat', 'TH-96'), ('นราธิวาส', 'TH-96');
--> statement-breakpoint
UPDATE "users" SET "province" = (
  SELECT s."code" FROM "province_spellings" s
  WHERE s."spelling" = regexp_replace(regexp_replace(regexp_replace(lower("users"."province"), '^\s*(จังหวัด|จ\.|changwat)\s*', ''), '\s*province\s*$', ''), '[^a-z0-9ก-๛]', '', 'g')
) WHERE "province" IS NOT NULL;
--> statement-breakpoint
UPDATE "packages" SET "province" = (
  SELECT s."code" FROM "province_spellings" s
  WHERE s."spelling" = regexp_replace(regexp_replace(regexp_replace(lower("packages"."province"), '^\s*(จังหวัด|จ\.|changwat)\s*', ''), '\s*province\s*$', ''), '[^a-z0-9ก-๛]', '', 'g')
) WHERE "province" IS NOT NULL;
--> statement-breakpoint
DROP TABLE "province_spellings";
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_province_check" CHECK ("packages"."province" in ('TH-10', 'TH-11', 'TH-12', 'TH-13', 'TH-14', 'TH-15', 'TH-16', 'TH-17', 'TH-18', 'TH-19', 'TH-20', 'TH-21', 'TH-22', 'TH-23', 'TH-24', 'TH-25', 'TH-26', 'TH-27', 'TH-30', 'TH-31', 'TH-32', 'TH-33', 'TH-34', 'TH-35', 'TH-36', 'TH-37', 'TH-38', 'TH-39', 'TH-40', 'TH-41', 'TH-42', 'TH-43', 'TH-44', 'TH-45', 'TH-46', 'TH-47', 'TH-48', 'TH-49', 'TH-50', 'TH-51', 'TH-52', 'TH-53', 'TH-54', 'TH-55', 'TH-56', 'TH-57', 'TH-58', 'TH-60', 'TH-61', 'TH-62', 'TH-63', 'TH-64', 'TH-65', 'TH-66', 'TH-67', 'TH-70', 'TH-71', 'TH-72', 'TH-73', 'TH-74', 'TH-75', 'TH-76', 'TH-77', 'TH-80', 'TH-81', 'TH-82', 'TH-83', 'TH-84', 'TH-85', 'TH-86', 'TH-90', 'TH-91', 'TH-92', 'TH-93', 'TH-94', 'TH-95', 'TH-96'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_province_check" CHECK ("users"."province" in ('TH-10', 'TH-11', 'TH-12', 'TH-13', 'TH-14', 'TH-15', 'TH-16', 'TH-17', 'TH-18', 'TH-19', 'TH-20', 'TH-21', 'TH-22', 'TH-23', 'TH-24', 'TH-25', 'TH-26', 'TH-27', 'TH-30', 'TH-31', 'TH-32', 'TH-33', 'TH-34', 'TH-35', 'TH-36', 'TH-37', 'TH-38', 'TH-39', 'TH-40', 'TH-41', 'TH-42', 'TH-43', 'TH-44', 'TH-45', 'TH-46', 'TH-47', 'TH-48', 'TH-49', 'TH-50', 'TH-51', 'TH-52', 'TH-53', 'TH-54', 'TH-55', 'TH-56', 'TH-57', 'TH-58', 'TH-60', 'TH-61', 'TH-62', 'TH-63', 'TH-64', 'TH-65', 'TH-66', 'TH-67', 'TH-70', 'TH-71', 'TH-72', 'TH-73', 'TH-74', 'TH-75', 'TH-76', 'TH-77', 'TH-80', 'TH-81', 'TH-82', 'TH-83', 'TH-84', 'TH-85', 'TH-86', 'TH-90', 'TH-91', 'TH-92', 'TH-93', 'TH-94', 'TH-95', 'TH-96'));