// Directory listings the business should hold (Listings tab). Status is where each stands today.
export type ListingStatus = "Needs Verification" | "Needs Setup";
export type Listing = { name: string; url: string; status: ListingStatus; note: string };

export function listings(host: string): Listing[] {
  return [
    {
      name: "Google Business Profile",
      url: "https://business.google.com",
      status: "Needs Verification",
      note: "Most local searches start here. Verify by postcard or phone.",
    },
    {
      name: "Bing Places",
      url: "https://www.bingplaces.com",
      status: "Needs Verification",
      note: "Can import the Google profile once that is verified.",
    },
    {
      name: "Yell",
      url: "https://www.yell.com",
      status: "Needs Setup",
      note: "Free basic listing; choose 'Shredding services'.",
    },
    {
      name: "Apple Maps",
      url: "https://businessconnect.apple.com",
      status: "Needs Setup",
      note: "Apple Business Connect: shows on iPhone maps and Siri.",
    },
    {
      name: "Facebook page",
      url: "https://www.facebook.com/pages/create",
      status: "Needs Setup",
      note: "Add opening hours, phone and the booking link.",
    },
    {
      name: "Thomson Local",
      url: "https://www.thomsonlocal.com",
      status: "Needs Setup",
      note: "UK directory often used for citations.",
    },
    {
      name: "Yelp UK",
      url: "https://biz.yelp.co.uk",
      status: "Needs Setup",
      note: "Claim the business and add photos of the facility.",
    },
    {
      name: host,
      url: `https://${host}`,
      status: "Needs Setup",
      note: "Our own site: keep name, address and phone identical everywhere (NAP).",
    },
  ];
}
