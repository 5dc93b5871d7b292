-- Hand-written (issue 12 review): the English label of untagged proteins is 'Tag free', capitalised like
-- every other tag of the search page's filter ('His tag', 'hFc'…); the demo data says so since, and a
-- catalogue stored before keeps no lower-case one.
UPDATE "products" SET "tag_en" = 'Tag free' WHERE "tag_en" = 'tag free';
