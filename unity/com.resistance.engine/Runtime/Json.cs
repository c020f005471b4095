// The small JSON reader and writer under the typed models (Models.cs, CellsModels.cs):
// Unity's JsonUtility cannot read the wire format's tagged unions, and neither
// Newtonsoft nor System.Text.Json is there on every Unity target or under plain mono.
//
// The writer writes what serde_json writes (compact, keys in the given order, the same
// string escapes), so that a model read from the engine's JSON writes it back byte for
// byte; the mono test checks that over many real games.

using System;
using System.Collections.Generic;
using System.Globalization;
using System.Text;

namespace Resistance.Models
{
    /// <summary>JSON that is not the wire format's: not JSON, a field missing, a value of
    /// another type or a name the engine does not use. The message says which.</summary>
    public sealed class WireFormatException : Exception
    {
        public WireFormatException(string message) : base(message) { }
    }

    /// <summary>One parsed JSON value. Objects keep their keys in order.</summary>
    public sealed class JsonValue
    {
        public enum Kind { Null, Bool, Number, String, Array, Object }

        public Kind Type { get; private set; }
        readonly bool boolean;
        /// <summary>A number's text as written, or a string's value.</summary>
        readonly string text;
        readonly List<JsonValue> items;
        readonly List<KeyValuePair<string, JsonValue>> members;

        JsonValue(Kind type, bool boolean = false, string text = null,
            List<JsonValue> items = null, List<KeyValuePair<string, JsonValue>> members = null)
        {
            Type = type;
            this.boolean = boolean;
            this.text = text;
            this.items = items;
            this.members = members;
        }

        public bool IsNull { get { return Type == Kind.Null; } }

        /// <summary>Parses one JSON document; WireFormatException when it is not JSON.</summary>
        public static JsonValue Parse(string json)
        {
            if (json == null) throw new WireFormatException("no JSON (null)");
            var parser = new Parser(json);
            JsonValue value = parser.Value(0);
            parser.SkipSpace();
            if (!parser.AtEnd) throw parser.Error("text after the JSON value");
            return value;
        }

        WireFormatException Mismatch(string expected)
        {
            return new WireFormatException("expected " + expected + ", found " + Describe());
        }

        string Describe()
        {
            switch (Type)
            {
                case Kind.Null: return "null";
                case Kind.Bool: return boolean ? "true" : "false";
                case Kind.Number: return "the number " + text;
                case Kind.String: return "the string \"" + text + "\"";
                case Kind.Array: return "an array";
                default: return "an object";
            }
        }

        public bool AsBool()
        {
            if (Type != Kind.Bool) throw Mismatch("true or false");
            return boolean;
        }

        /// <summary>A whole number (the wire format has no other).</summary>
        public long AsLong()
        {
            long number;
            if (Type != Kind.Number
                || !long.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out number))
                throw Mismatch("a whole number");
            return number;
        }

        public string AsString()
        {
            if (Type != Kind.String) throw Mismatch("a string");
            return text;
        }

        public List<T> AsList<T>(Func<JsonValue, T> read)
        {
            if (Type != Kind.Array) throw Mismatch("an array");
            var list = new List<T>(items.Count);
            foreach (var item in items) list.Add(read(item));
            return list;
        }

        /// <summary>An array of exactly `length` items (a tuple).</summary>
        public T[] AsArray<T>(int length, Func<JsonValue, T> read)
        {
            if (Type != Kind.Array || items.Count != length) throw Mismatch("an array of " + length);
            var array = new T[length];
            for (int i = 0; i < length; i++) array[i] = read(items[i]);
            return array;
        }

        /// <summary>An object read as key-value pairs, in its order.</summary>
        public List<KeyValuePair<K, V>> AsPairs<K, V>(Func<string, K> key, Func<JsonValue, V> read)
        {
            if (Type != Kind.Object) throw Mismatch("an object");
            var pairs = new List<KeyValuePair<K, V>>(members.Count);
            foreach (var member in members) pairs.Add(new KeyValuePair<K, V>(key(member.Key), read(member.Value)));
            return pairs;
        }

        /// <summary>The object of a `what` (the name is for the messages).</summary>
        public JsonObject AsObject(string what)
        {
            if (Type != Kind.Object) throw Mismatch("an object (" + what + ")");
            return new JsonObject(members, what);
        }

        public T? OrNull<T>(Func<JsonValue, T> read) where T : struct
        {
            return IsNull ? (T?)null : read(this);
        }

        public T OrNullRef<T>(Func<JsonValue, T> read) where T : class
        {
            return IsNull ? null : read(this);
        }

        /// <summary>The object's members, in order; empty for any other value.</summary>
        public IEnumerable<KeyValuePair<string, JsonValue>> Members
        {
            get { return members ?? new List<KeyValuePair<string, JsonValue>>(); }
        }

        /// <summary>The array's items; empty for any other value.</summary>
        public IEnumerable<JsonValue> Items { get { return items ?? new List<JsonValue>(); } }

        sealed class Parser
        {
            // Deeper than any value the engine writes; keeps a hostile document from
            // overflowing the stack.
            const int MaxDepth = 128;
            readonly string json;
            int at;

            public Parser(string json) { this.json = json; }

            public bool AtEnd { get { return at >= json.Length; } }

            public WireFormatException Error(string what)
            {
                return new WireFormatException("not JSON: " + what + " at character " + at);
            }

            public void SkipSpace()
            {
                while (at < json.Length && (json[at] == ' ' || json[at] == '\t' || json[at] == '\n' || json[at] == '\r')) at++;
            }

            public JsonValue Value(int depth)
            {
                if (depth > MaxDepth) throw Error("nested deeper than " + MaxDepth);
                SkipSpace();
                if (AtEnd) throw Error("the end where a value was expected");
                char c = json[at];
                switch (c)
                {
                    case '{': return Object(depth);
                    case '[': return Array(depth);
                    case '"': return new JsonValue(Kind.String, text: String());
                    case 't': Word("true"); return new JsonValue(Kind.Bool, boolean: true);
                    case 'f': Word("false"); return new JsonValue(Kind.Bool, boolean: false);
                    case 'n': Word("null"); return new JsonValue(Kind.Null);
                    default:
                        if (c == '-' || (c >= '0' && c <= '9')) return Number();
                        throw Error("the character '" + c + "'");
                }
            }

            void Word(string word)
            {
                if (string.CompareOrdinal(json, at, word, 0, word.Length) != 0) throw Error("expected " + word);
                at += word.Length;
            }

            JsonValue Number()
            {
                int start = at;
                if (json[at] == '-') at++;
                while (at < json.Length && "0123456789.eE+-".IndexOf(json[at]) >= 0) at++;
                string number = json.Substring(start, at - start);
                double check;
                if (!double.TryParse(number, NumberStyles.Float, CultureInfo.InvariantCulture, out check))
                    throw Error("the number " + number);
                return new JsonValue(Kind.Number, text: number);
            }

            string String()
            {
                at++; // the opening quote
                var text = new StringBuilder();
                while (true)
                {
                    if (AtEnd) throw Error("an unclosed string");
                    char c = json[at++];
                    if (c == '"') return text.ToString();
                    if (c < ' ') throw Error("a control character in a string");
                    if (c != '\\') { text.Append(c); continue; }
                    if (AtEnd) throw Error("an unclosed string");
                    char escape = json[at++];
                    int unescaped = JsonEscape.Unescape(escape);
                    if (unescaped >= 0) { text.Append((char)unescaped); continue; }
                    if (escape != 'u') throw Error("the escape \\" + escape);
                    int code;
                    if (at + 4 > json.Length || !int.TryParse(json.Substring(at, 4), NumberStyles.AllowHexSpecifier,
                            CultureInfo.InvariantCulture, out code))
                        throw Error("a bad \\u escape");
                    text.Append((char)code);
                    at += 4;
                }
            }

            JsonValue Array(int depth)
            {
                at++;
                var items = new List<JsonValue>();
                SkipSpace();
                if (!AtEnd && json[at] == ']') { at++; return new JsonValue(Kind.Array, items: items); }
                while (true)
                {
                    items.Add(Value(depth + 1));
                    SkipSpace();
                    if (AtEnd) throw Error("an unclosed array");
                    char c = json[at++];
                    if (c == ']') return new JsonValue(Kind.Array, items: items);
                    if (c != ',') throw Error("expected , or ] in an array");
                }
            }

            JsonValue Object(int depth)
            {
                at++;
                var members = new List<KeyValuePair<string, JsonValue>>();
                SkipSpace();
                if (!AtEnd && json[at] == '}') { at++; return new JsonValue(Kind.Object, members: members); }
                while (true)
                {
                    SkipSpace();
                    if (AtEnd || json[at] != '"') throw Error("expected a key");
                    string key = String();
                    SkipSpace();
                    if (AtEnd || json[at++] != ':') throw Error("expected : after a key");
                    members.Add(new KeyValuePair<string, JsonValue>(key, Value(depth + 1)));
                    SkipSpace();
                    if (AtEnd) throw Error("an unclosed object");
                    char c = json[at++];
                    if (c == '}') return new JsonValue(Kind.Object, members: members);
                    if (c != ',') throw Error("expected , or } in an object");
                }
            }
        }
    }

    /// <summary>An object being read as one type of the wire format.</summary>
    public struct JsonObject
    {
        readonly List<KeyValuePair<string, JsonValue>> members;
        readonly string what;

        internal JsonObject(List<KeyValuePair<string, JsonValue>> members, string what)
        {
            this.members = members;
            this.what = what;
        }

        /// <summary>The member `key`, or null (C#'s) when there is none.</summary>
        public JsonValue Find(string key)
        {
            foreach (var member in members)
                if (member.Key == key) return member.Value;
            return null;
        }

        /// <summary>The member `key`; WireFormatException naming it when there is none.</summary>
        public JsonValue Get(string key)
        {
            JsonValue value = Find(key);
            if (value == null) throw new WireFormatException("missing \"" + key + "\" in a " + what);
            return value;
        }
    }

    /// <summary>Writes compact JSON as serde_json does.</summary>
    public sealed class JsonWriter
    {
        readonly StringBuilder text = new StringBuilder();
        /// <summary>For each open array or object: whether it has no item yet.</summary>
        readonly Stack<bool> empty = new Stack<bool>();
        bool afterKey;

        public override string ToString() { return text.ToString(); }

        /// <summary>The comma before an item that is not the first.</summary>
        void Item()
        {
            if (afterKey) { afterKey = false; return; }
            if (empty.Count == 0) return;
            if (!empty.Pop()) text.Append(',');
            empty.Push(false);
        }

        public void BeginObject() { Item(); text.Append('{'); empty.Push(true); }
        public void EndObject() { empty.Pop(); text.Append('}'); }
        public void BeginArray() { Item(); text.Append('['); empty.Push(true); }
        public void EndArray() { empty.Pop(); text.Append(']'); }

        public void Key(string key)
        {
            Item();
            Quote(key);
            text.Append(':');
            afterKey = true;
        }

        public void Null() { Item(); text.Append("null"); }
        public void Bool(bool value) { Item(); text.Append(value ? "true" : "false"); }
        public void Number(long value) { Item(); text.Append(value.ToString(CultureInfo.InvariantCulture)); }

        public void String(string value)
        {
            if (value == null) throw new ArgumentNullException("value", "a string is required here");
            Item();
            Quote(value);
        }

        public void Array<T>(IEnumerable<T> items, Action<T> write)
        {
            if (items == null) throw new ArgumentNullException("items", "an array is required here");
            BeginArray();
            foreach (var item in items) write(item);
            EndArray();
        }

        public void Pairs<K, V>(List<KeyValuePair<K, V>> pairs, Func<K, string> key, Action<V> write)
        {
            if (pairs == null) throw new ArgumentNullException("pairs", "an object is required here");
            BeginObject();
            foreach (var pair in pairs)
            {
                Key(key(pair.Key));
                write(pair.Value);
            }
            EndObject();
        }

        public void OrNull<T>(T? value, Action<T> write) where T : struct
        {
            if (value.HasValue) write(value.Value); else Null();
        }

        public void OrNullRef<T>(T value, Action<T> write) where T : class
        {
            if (value != null) write(value); else Null();
        }

        /// <summary>A JSON string with serde_json's escapes: \" \\ \b \f \n \r \t, other
        /// control characters as \u00xx, everything else as it is.</summary>
        void Quote(string value)
        {
            text.Append('"');
            foreach (char c in value)
            {
                char letter = JsonEscape.LetterFor(c);
                if (letter != '\0') text.Append('\\').Append(letter);
                else if (c < ' ') text.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                else text.Append(c);
            }
            text.Append('"');
        }
    }

    /// <summary>JSON's short escapes, one table for the reader and the writer: the
    /// letter after '\' and the character it stands for.</summary>
    static class JsonEscape
    {
        const string Letters = "\"\\bfnrt/";
        const string Characters = "\"\\\b\f\n\r\t/";

        /// <summary>The character `\letter` stands for, or -1 when it is no short escape.</summary>
        public static int Unescape(char letter)
        {
            int at = Letters.IndexOf(letter);
            return at < 0 ? -1 : Characters[at];
        }

        /// <summary>The letter escaping `c` as serde_json writes it, or '\0' when it
        /// needs none: serde_json leaves '/' as it is.</summary>
        public static char LetterFor(char c)
        {
            int at = Characters.IndexOf(c);
            return at < 0 || c == '/' ? '\0' : Letters[at];
        }
    }
}
