import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toast";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/auth";
import { describeFailure } from "../../../lib/errors";
import { paths } from "../../../lib/paths";
import { browserStorage, clearSessionHistory } from "../../../lib/session-history";

/** POST /api/auth/logout with an empty body (API-1). */
export function logout(): Promise<unknown> {
  return api.post("/api/auth/logout");
}

/** AUTH-14: logout success clears cached data and goes to '/'; TOAST-1 gives the toasts. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSuccess: async () => {
      // Forget the session first so the signed-out answer is not read as an expiry.
      clearSessionHistory(browserStorage());
      await queryClient.cancelQueries();
      navigate(paths.home, { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, null);
      toast({
        title: "Logged out successfully",
        description: "You have been logged out of your account.",
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Logout failed",
        description: describeFailure(error, error.message || "Failed to logout"),
        variant: "destructive",
      });
    },
  });
}
