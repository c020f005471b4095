// The sample's menu item: Tools > Resistance > Play a sample game plays a game in the
// Editor, no scene and no Play mode needed, and prints it to the Console. (In an
// Editor folder: Unity compiles it for the Editor only.)

using System.Text;
using Resistance.Models;
using UnityEditor;
using UnityEngine;

namespace Resistance.Samples
{
    static class PlaySampleGameMenu
    {
        [MenuItem("Tools/Resistance/Play a sample game")]
        static void Play()
        {
            var story = new StringBuilder();
            GameResult result = SampleGame.Play(7, line => story.AppendLine(line));
            Debug.Log(story.ToString());
            if (result == null) Debug.LogError("The game ended without a result.");
        }
    }
}
