# Step timing for scripts/test.sh and the scripts it calls (sourced, not run):
#
#   step NAME           ends the step before (printing how long it took) and starts NAME;
#   side NAME CMD...    runs CMD in the background, its output kept in a file of its own,
#                       timed as a step of its own (for slow steps that leave a core idle);
#   side_wait           waits for every side job, prints each one's output and time, and
#                       fails (status 1) when any of them failed;
#   at_exit CMD         runs CMD when the script exits (the trap is this file's).
#
# Each step's wall-clock and CPU seconds (user + system, of the processes it ran; a
# machine shared with other work slows the first, not the second) go to a log shared with the scripts this one calls (STEPS_LOG,
# exported); the outermost script prints the table of all of them at exit, passed or
# failed, with the wall-clock total. A sub-script's steps are indented under it.
# STEPS_PREFIX names the script in its rows ("ffi: ").

_steps_name=
_steps_started=$SECONDS
_steps_cpu_started=0
_steps_side_cpu=0
_steps_cleanup=()
_steps_side_pids=()
_steps_side_names=()
_steps_side_logs=()
_steps_depth=${STEPS_DEPTH:-0}
export STEPS_DEPTH=$((_steps_depth + 1))
if [[ -z ${STEPS_LOG:-} ]]; then
  STEPS_LOG=$(mktemp "${TMPDIR:-/tmp}/steps.XXXXXX")
  export STEPS_LOG
  _steps_owner=1
  # A copy of everything printed, so that a failure's last lines can be printed again
  # after the table: a CI log cut to its head and tail then still shows why it failed.
  _steps_output=$(mktemp "${TMPDIR:-/tmp}/output.XXXXXX")
  exec 3>&1 4>&2
  exec > >(tee "$_steps_output") 2>&1
  _steps_tee=$!
else
  _steps_owner=0
fi
_steps_script_started=$SECONDS
_steps_times=$(mktemp "${TMPDIR:-/tmp}/times.XXXXXX")

# _steps_cpu: sets _steps_cpu_now to the CPU seconds (user + system) of this shell's
# waited-for children so far. (Not $(...): `times` in a subshell counts from zero.)
_steps_cpu() {
  times >"$_steps_times"
  _steps_cpu_now=$(awk 'NR == 2 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/)
    s += t[1] * 60 + t[2] }; printf "%d\n", s + 0.5 }' "$_steps_times")
}

# _steps_row WALL CPU LABEL: one row of the table.
_steps_row() {
  printf '%s\t%s\t%s%s%s\n' "$1" "$2" "$(printf '%*s' $((2 * _steps_depth)) '')" \
    "${STEPS_PREFIX:-}" "$3" >>"$STEPS_LOG"
}

step_end() {
  if [[ -n $_steps_name ]]; then
    local took=$((SECONDS - _steps_started)) cpu
    # Background steps reaped during this one count in their own rows only.
    _steps_cpu
    cpu=$((_steps_cpu_now - _steps_cpu_started - _steps_side_cpu))
    # A side job that ended during an earlier step was reaped (and its CPU counted)
    # there, not in the step that waits for it: that step's own CPU is then unknown
    # but small, and shown as 0 rather than negative.
    ((cpu >= 0)) || cpu=0
    printf -- '--- %ds (CPU %ds): %s\n' "$took" "$cpu" "$_steps_name"
    _steps_row "$took" "$cpu" "$_steps_name"
    _steps_name=
  fi
}

step() {
  step_end
  _steps_name="$*"
  _steps_started=$SECONDS
  _steps_cpu
  _steps_cpu_started=$_steps_cpu_now
  _steps_side_cpu=0
  printf '\n==> %s\n' "$*"
}

at_exit() { _steps_cleanup+=("$1"); }

side() {
  local name=$1
  shift
  local log
  log=$(mktemp "${TMPDIR:-/tmp}/side.XXXXXX")
  printf '\n==> %s (in the background, output below when it ends)\n' "$name"
  (
    _steps_times=$log.times # its own: side jobs run at the same time
    started=$SECONDS
    status=0
    "$@" >"$log" 2>&1 </dev/null || status=$?
    _steps_cpu
    echo "$status $((SECONDS - started)) $_steps_cpu_now" >"$log.done"
    exit "$status"
  ) &
  _steps_side_pids+=("$!")
  _steps_side_names+=("$name")
  _steps_side_logs+=("$log")
}

side_wait() {
  local i failed=0 status took cpu
  for i in "${!_steps_side_pids[@]}"; do
    wait "${_steps_side_pids[$i]}" || true
    read -r status took cpu <"${_steps_side_logs[$i]}.done" 2>/dev/null || status=1 took=0 cpu=0
    cpu=${cpu:-0}
    _steps_side_cpu=$((_steps_side_cpu + cpu))
    printf '\n==> %s (ran in the background: %ds, CPU %ds, exit status %s)\n' \
      "${_steps_side_names[$i]}" "$took" "$cpu" "$status"
    cat "${_steps_side_logs[$i]}"
    _steps_row "$took" "$cpu" "${_steps_side_names[$i]} [background]"
    if [[ $status != 0 ]]; then
      echo "FAIL: ${_steps_side_names[$i]} (exit status $status)" >&2
      failed=1
    fi
    rm -f "${_steps_side_logs[$i]}" "${_steps_side_logs[$i]}".{done,times}
  done
  _steps_side_pids=() _steps_side_names=() _steps_side_logs=()
  return "$failed"
}

# _steps_kill_tree PID: ends PID and every process under it, children first.
_steps_kill_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do _steps_kill_tree "$child"; done
  kill "$1" 2>/dev/null
}

_steps_exit() {
  local status=$? command
  set +e
  if [[ -n $_steps_name ]]; then
    ((status == 0)) || _steps_name+=" [FAILED]"
    step_end
  fi
  # Side jobs still running (the script failed before side_wait): stop them.
  for command in "${_steps_side_pids[@]}"; do _steps_kill_tree "$command"; done
  for command in "${_steps_cleanup[@]}"; do eval "$command"; done
  if ((_steps_owner)); then
    # Every line printed so far into the copy: tee ends when its input closes, unless
    # a process left running (a server a step started) still holds it; 5 s at most.
    exec 1>&3 2>&4
    for _ in {1..50}; do kill -0 "$_steps_tee" 2>/dev/null || break; sleep 0.1; done
    printf '\n==> step times: wall-clock and CPU seconds ([background] steps ran beside others)\n'
    printf '%6s %6s  %s\n' wall cpu step
    while IFS=$'\t' read -r took cpu label; do
      printf '%6s %6s  %s\n' "$took" "$cpu" "$label"
    done <"$STEPS_LOG"
    _steps_cpu
    printf '%6s %6s  %s\n' "$((SECONDS - _steps_script_started))" "$_steps_cpu_now" \
      "total$( ((status == 0)) || echo " (FAILED, exit status $status)")"
    if ((status != 0)); then
      printf '\n==> the last lines printed before the failure (all of them are above)\n'
      tail -n 60 "$_steps_output"
      printf '\n==> disk space where the build writes\n'
      df -h . 2>/dev/null
    fi
    rm -f "$STEPS_LOG" "$_steps_output"
  fi
  rm -f "$_steps_times"
  exit "$status"
}
trap _steps_exit EXIT
