-- Issue 17 item 6: abuse limits a default Magento has.
--
-- Reviews wait for moderation (Magento's review status: 1 Approved, 2 Pending, 3 Not Approved; a
-- review written in the storefront is Pending). Reviews stored before this migration were shown at
-- once under the old rule and stay approved.
ALTER TABLE shopper_reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved', 'not_approved'));
CREATE INDEX shopper_reviews_by_status ON shopper_reviews (status, created_at);

-- Guest newsletter subscriptions need confirmation (Magento's newsletter/subscription/confirm, on):
-- the subscriber is NOT_ACTIVE until the link mailed to it is followed. Only the SHA-256 of the
-- confirmation code is stored, as for account confirmation keys.
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_code_hash TEXT;
