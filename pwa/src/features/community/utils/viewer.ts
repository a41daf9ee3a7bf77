/** The signed-in user as the community screens need them (the route passes it in), or null. */
export type CommunityViewer = { id: number; role: string } | null;
