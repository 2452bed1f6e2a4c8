CREATE TABLE "postcodes" (
	"postcode" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "postcodes_normalised" CHECK ("postcodes"."postcode" ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$'),
	CONSTRAINT "postcodes_latitude_range" CHECK ("postcodes"."latitude" between -90 and 90),
	CONSTRAINT "postcodes_longitude_range" CHECK ("postcodes"."longitude" between -180 and 180)
);
