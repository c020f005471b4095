# The tools the tests install (sourced, not run): each function installs only what is
# missing or of another version, so that a machine that has them pays nothing.
# test-ffi.sh, test-godot.sh, test-wasm.sh (with resistance-wasm/build.sh) and
# test-fuzz.sh each call the ones they need, so that each runs alone; test.sh calls
# them all first: the apt packages in one apt-get call, the cargo tools in the
# background beside the Rust checks (a `cargo install` leaves a core idle much of the
# time: cbindgen's took 153 s of CPU in 180 s on two cores).

# Pinned: a newer release may change flags, output or the generated header.
CBINDGEN_VERSION=0.29.4
WASM_BINDGEN_VERSION=0.2.130 # the same version as the wasm-bindgen crate
CARGO_FUZZ_VERSION=0.13.2
CARGO_HACK_VERSION=0.6.46
# The Godot 3.2 GDNative headers (godot_headers/, core API 1.0 to 1.2, NativeScript
# 1.0 and 1.1) come in the source of the crates.io crate gdnative-sys, the sys crate
# of godot-rust for Godot 3.2: a registry this machine reaches, a pinned version, and
# the checksum crates.io's index gives for it. docs/godot.md gives the command that
# fetches them, which test-godot.sh runs; it checks that the page names this pin.
GDNATIVE_SYS_VERSION=0.9.3
GDNATIVE_SYS_SHA256=97911fe633877345ce7788cf19febb322dc7a7ffd585098fea7e5cef11edf7f2

# apt_missing c|ffi|godot|server|wasm...: the Debian packages missing for those scripts, one a line.
apt_missing() {
  local part
  for part in "$@"; do
    case $part in
      c)
        command -v gcc >/dev/null || echo gcc
        # gcc only recommends the C library's headers; the tests need them.
        [[ -e /usr/include/stdio.h ]] || echo libc6-dev
        ;;
      ffi)
        apt_missing c
        command -v valgrind >/dev/null || echo valgrind
        command -v mcs >/dev/null || echo mono-mcs
        command -v mono >/dev/null || echo mono-runtime
        # The install test (scripts/install-ffi.sh's resistance.pc).
        command -v pkg-config >/dev/null || echo pkg-config
        # The Unity package's Windows library, cross-built (scripts/unity-package.sh).
        command -v x86_64-w64-mingw32-gcc >/dev/null || echo gcc-mingw-w64-x86-64
        # NUnit 2.6 and its console runner, for the Unity package's Tests under mono
        # (libnunit-cil-dev: nunit.pc, which names the framework's assembly).
        command -v nunit-console >/dev/null || echo nunit-console
        [[ -e /usr/lib/pkgconfig/nunit.pc ]] || echo libnunit-cil-dev
        ;;
      godot)
        apt_missing c
        # Debian's headless Godot 3.2.3 (the binary is godot3-server).
        command -v godot3-server >/dev/null || echo godot3-server
        # For the GDNative headers (docs/godot.md's download, run by test-godot.sh).
        command -v curl >/dev/null || echo curl
        [[ -e /etc/ssl/certs/ca-certificates.crt ]] || echo ca-certificates
        ;;
      server)
        # Debian's PostgreSQL server, for the table server's tests (scripts/postgres.sh).
        compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || echo postgresql
        ;;
      wasm)
        [[ -x /usr/bin/chromium ]] || echo chromium
        [[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]] || echo fonts-dejavu-core
        ;;
      *) echo "apt_missing: unknown part '$part'" >&2; return 2 ;;
    esac
  done
}

# apt_install PACKAGE...: one apt-get update and one install for all of them (none:
# nothing to do). Waits for another apt-get holding the lock rather than failing.
apt_install() {
  (($#)) || return 0
  if [[ $(id -u) -ne 0 ]]; then
    echo "missing: $* (run as root to install them, or install them)" >&2
    return 1
  fi
  echo "apt-get install $*"
  apt-get -o DPkg::Lock::Timeout=300 update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
    --no-install-recommends "$@" >/dev/null
}

install_cbindgen() {
  [[ "$(cbindgen --version 2>/dev/null || true)" == "cbindgen $CBINDGEN_VERSION" ]] \
    || cargo install cbindgen --version "$CBINDGEN_VERSION"
  cbindgen --version
}

install_wasm_bindgen() {
  # No default features: they are the TLS stack (rustls and ring, a C build) with which
  # wasm-bindgen-test-runner downloads browser drivers; `wasm-bindgen` itself never
  # goes online. Eleven crates fewer to compile.
  [[ "$(wasm-bindgen --version 2>/dev/null || true)" == "wasm-bindgen $WASM_BINDGEN_VERSION" ]] \
    || cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --no-default-features
  wasm-bindgen --version
}

install_cargo_fuzz() {
  [[ "$(cargo fuzz --version 2>/dev/null || true)" == "cargo-fuzz $CARGO_FUZZ_VERSION" ]] \
    || cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION"
  cargo fuzz --version
}

install_cargo_hack() {
  [[ "$(cargo hack --version 2>/dev/null || true)" == "cargo-hack $CARGO_HACK_VERSION" ]] \
    || cargo install cargo-hack --version "$CARGO_HACK_VERSION" --locked
  cargo hack --version
}

# msrv: the minimum supported Rust version, the workspace's `rust-version` (one place),
# as rustup names its toolchain: "1.85" is the toolchain 1.85.0.
msrv() {
  local version
  version=$(sed -n 's/^rust-version = "\([0-9.]*\)"$/\1/p' Cargo.toml | head -n 1)
  [[ $version =~ ^[0-9]+\.[0-9]+$ ]] && version+=.0
  echo "$version"
}

# install_msrv_toolchain: that version of Rust, alone (test.sh builds the workspace with it).
install_msrv_toolchain() {
  local version
  version=$(msrv)
  rustup toolchain list | grep -q "^${version}-" \
    || rustup toolchain install "$version" --profile minimal
}

# install_rustup_pieces: the rustup pieces of every script (quick when present).
install_rustup_pieces() {
  local installed component target
  installed=$(rustup component list --installed)
  for component in rustfmt clippy; do
    grep -q "^${component}" <<<"$installed" || rustup component add "$component"
  done
  # The no_std proof builds the core for a bare-metal Cortex-M target; the npm
  # package is wasm32; the Unity package's Windows library is x86_64-pc-windows-gnu.
  installed=$(rustup target list --installed)
  for target in thumbv7em-none-eabihf wasm32-unknown-unknown x86_64-pc-windows-gnu; do
    grep -qx "$target" <<<"$installed" || rustup target add "$target"
  done
  install_nightly
}

# install_windows_target: the Rust standard library for x86_64-pc-windows-gnu
# (test-ffi.sh: the Unity package's Windows library, linked by Debian's MinGW-w64).
install_windows_target() {
  rustup target list --installed | grep -qx x86_64-pc-windows-gnu \
    || rustup target add x86_64-pc-windows-gnu
}

# install_nightly_toolchain: nightly alone (test-ffi.sh: cbindgen reads the C library
# macro-expanded, with rustc's nightly -Zunpretty=expanded).
install_nightly_toolchain() {
  rustup toolchain list | grep -q '^nightly' \
    || rustup toolchain install nightly --profile minimal
}

# install_nightly: nightly with Miri and rust-src (cargo-fuzz and Miri need it).
install_nightly() {
  local installed component target
  install_nightly_toolchain
  installed=$(rustup component list --toolchain nightly --installed)
  for component in miri rust-src; do
    grep -q "^${component}" <<<"$installed" \
      || rustup component add --toolchain nightly "$component"
  done
}
