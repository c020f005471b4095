// Stand-ins for the few UnityEngine and UnityEditor names the package's sample uses
// (Debug.Log, [MenuItem]), so that scripts/test-ffi.sh can compile the sample's
// Editor script under mono, where there is no Unity. They check that the sample calls
// what exists with the right types, nothing of Unity's behaviour: only a Unity Editor
// runs the menu item itself. Not part of the package.

using System;

namespace UnityEngine
{
    public static class Debug
    {
        public static void Log(object message) { Console.WriteLine(message); }
        public static void LogError(object message) { Console.Error.WriteLine(message); }
    }
}

namespace UnityEditor
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class MenuItem : Attribute
    {
        public MenuItem(string itemName) { }
    }
}
