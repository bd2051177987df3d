-- The collection's postcode on the certificate, copied from the booking when it is issued, as the
-- address is. Issued certificates are never changed: theirs stay null and print the address alone.

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "collection_postcode" TEXT;
