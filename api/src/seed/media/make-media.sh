#!/usr/bin/env bash
# Regenerates the seed's sample lesson clips with Debian's ffmpeg (apt-get install ffmpeg).
# The clips are committed: the seed reads them from this folder, so a fresh machine needs no
# ffmpeg. Every picture and sound is synthesised by ffmpeg's own sources (nothing downloaded, no
# fonts): 640x360, 24 fps, H.264 baseline + AAC mono, `+faststart` (the index first, so a player
# can start before the whole file arrived). About 1.5 MB for the four.
# Usage: bash api/src/seed/media/make-media.sh   (from anywhere; writes next to this script)
set -euo pipefail
cd "$(dirname "$0")"

encode() { # name seconds video-source tone-hz
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$3" \
    -f lavfi -i "sine=frequency=$4:sample_rate=44100:duration=$2" \
    -t "$2" -map 0:v -map 1:a \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -pix_fmt yuv420p \
    -b:v 110k -maxrate 160k -bufsize 320k -g 48 -keyint_min 24 \
    -c:a aac -b:a 40k -ac 1 \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$1"
}

encode clip-1.mp4 20 'testsrc2=size=640x360:rate=24' 440
encode clip-2.mp4 30 'smptebars=size=640x360:rate=24' 523
encode clip-3.mp4 25 'gradients=size=640x360:rate=24:speed=0.02:seed=7' 659
encode clip-4.mp4 15 'color=c=0x1e3a8a:size=640x360:rate=24,drawbox=x=40+mod(t*96\,480):y=120+60*sin(t*2):w=80:h=80:color=0xfbbf24:t=fill' 784
ls -l clip-*.mp4
