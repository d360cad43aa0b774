import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own handler (sign-in, callbacks, session, CSRF); exempt from route() by design.
const handler = NextAuth(authOptions());

export { handler as GET, handler as POST };
