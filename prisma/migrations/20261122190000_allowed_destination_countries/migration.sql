-- Empty means derived: the countries of the workspace's caller numbers.
ALTER TABLE "Workspace" ADD COLUMN "allowedDestinationCountries" TEXT[] DEFAULT ARRAY[]::TEXT[];
