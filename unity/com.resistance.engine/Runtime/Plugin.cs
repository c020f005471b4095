// Where the native library goes, per platform, and the check at first use that turns
// the runtime's DllNotFoundException ("resistance_ffi" and little else) into a
// message saying which file to put in which Plugins folder and how to build it.

using System;
using System.IO;

namespace Resistance
{
    /// <summary>The native library could not be loaded (or lacks a function: an older
    /// build). The message says which file goes in which Plugins folder; the runtime's
    /// own exception is the InnerException.</summary>
    public sealed class NativeLibraryMissingException : Exception
    {
        public NativeLibraryMissingException(string message, Exception inner) : base(message, inner) { }
    }

    /// <summary>The native library of one platform: the package's Plugins folders.</summary>
    public sealed class Plugin
    {
        /// <summary>The platform, as a person names it.</summary>
        public readonly string Platform;
        /// <summary>The folder under the package's Plugins.</summary>
        public readonly string Folder;
        /// <summary>The library file that goes there.</summary>
        public readonly string File;
        /// <summary>The Rust target it is built for.</summary>
        public readonly string Target;
        /// <summary>Whether the package carries the library (built by
        /// scripts/unity-package.sh); the others a user builds (the folder's
        /// README.md).</summary>
        public readonly bool Shipped;

        Plugin(string platform, string folder, string file, string target, bool shipped)
        {
            Platform = platform;
            Folder = folder;
            File = file;
            Target = target;
            Shipped = shipped;
        }

        /// <summary>Every platform the package has a Plugins folder for (each folder's
        /// README.md says how to build its library).</summary>
        public static readonly Plugin[] Supported =
        {
            new Plugin("Linux x86_64", "Linux/x86_64", "libresistance_ffi.so", "x86_64-unknown-linux-gnu", true),
            new Plugin("Windows x86_64", "Windows/x86_64", "resistance_ffi.dll", "x86_64-pc-windows-gnu", true),
            new Plugin("macOS", "macOS", "libresistance_ffi.dylib", "aarch64-apple-darwin", false),
            new Plugin("Android arm64-v8a", "Android/arm64-v8a", "libresistance_ffi.so", "aarch64-linux-android", false),
            new Plugin("iOS", "iOS", "libresistance_ffi.a", "aarch64-apple-ios", false),
        };

        /// <summary>The plugin of the platform this runs on, or null for one the package
        /// has no folder for (WebGL, 32-bit, other CPUs).</summary>
        public static Plugin Current
        {
            get
            {
#if UNITY_IOS && !UNITY_EDITOR
                return Supported[4];
#elif UNITY_ANDROID && !UNITY_EDITOR
                return IntPtr.Size == 8 ? Supported[3] : null;
#elif UNITY_WEBGL && !UNITY_EDITOR
                return null;
#else
                if (IntPtr.Size != 8) return null;
                switch (Environment.OSVersion.Platform)
                {
                    case PlatformID.Win32NT: return Supported[1];
                    case PlatformID.MacOSX: return Supported[2];
                    case PlatformID.Unix:
                        // Mono reports macOS as Unix too.
                        return Directory.Exists("/System/Library/CoreServices") ? Supported[2] : Supported[0];
                    default: return null;
                }
#endif
            }
        }

        static bool loaded;

        /// <summary>Loads the library (once; the first game or Engine call does it) and
        /// throws NativeLibraryMissingException, saying what to do, when it cannot.</summary>
        public static void Require()
        {
            if (loaded) return;
            try
            {
                Native.resistance_snapshot_version();
                loaded = true;
            }
            catch (DllNotFoundException error)
            {
                throw new NativeLibraryMissingException(Missing(Current), error);
            }
            catch (EntryPointNotFoundException error)
            {
                throw new NativeLibraryMissingException(
                    "The Resistance native library found lacks a function of this package (" + error.Message
                    + "): it is an older or another build. " + Missing(Current), error);
            }
        }

        /// <summary>What to do when the library of `plugin` (null: an unsupported
        /// platform) is not there.</summary>
        public static string Missing(Plugin plugin)
        {
            if (plugin == null)
            {
                var names = new string[Supported.Length];
                for (int i = 0; i < names.Length; i++) names[i] = Supported[i].Platform;
                return "The Resistance engine has no native library for this platform (" + Environment.OSVersion
                    + (IntPtr.Size == 8 ? ", 64-bit" : ", 32-bit") + "): the package supports "
                    + string.Join(", ", names) + ". In a browser use the npm package resistance-engine; elsewhere "
                    + "build resistance-ffi for your target (cargo build --profile release-ffi -p resistance-ffi "
                    + "--target <triple>) and put the library in a Plugins folder of your project, enabled for that "
                    + "platform in its import settings.";
            }
            string where = "The Resistance native library for " + plugin.Platform + " is missing: put " + plugin.File
                + " in Packages/com.resistance.engine/Plugins/" + plugin.Folder + "/, where the package's .meta"
                + " already enables it for " + plugin.Platform + ". ";
            if (plugin.Shipped)
                return where + "The package ships it, so this copy of the package lacks a file: install it again,"
                    + " or build the library in a clone of the repository with bash scripts/unity-package.sh.";
            return where + "Build it for the Rust target " + plugin.Target + " as Plugins/" + plugin.Folder
                + "/README.md and the package's README.md say.";
        }
    }
}
