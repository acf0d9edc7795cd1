#!/usr/bin/env python3
"""Writes small, deliberately malformed Tile IR bytecode files for the
reader's error tests. Built from scratch (never from corpus files) by a
tiny encoder of docs/design/bytecode-format.md: `mkbc.py CASE OUT`."""
import struct
import sys


def uv(v):
    out = bytearray()
    while True:
        b = v & 0x7F
        v >>= 7
        out.append(b | (0x80 if v else 0))
        if not v:
            return bytes(out)


def table(entries, width, bad=None):
    """§5: count, pad(width), offsets, data (padding relative to start).
    `bad` maps entry indices to offsets written instead of the real ones."""
    out = bytearray(uv(len(entries)))
    while len(out) % width:
        out.append(0xCB)
    off = 0
    for i, e in enumerate(entries):
        out += struct.pack('<I' if width == 4 else '<Q',
                           (bad or {}).get(i, off))
        off += len(e)
    for e in entries:
        out += e
    return bytes(out)


def section(buf, sid, payload, align):
    buf += bytes([sid | (0x80 if align else 0)]) + uv(len(payload))
    if align:
        buf += uv(align)
        while len(buf) % align:
            buf.append(0xCB)
    buf += payload


def build(case):
    strings = [b'k']
    # #0 i32, #1 () -> (), #2 tile<i32>
    types = [b'\x03', b'\x10\x00\x00', b'\x0d\x00\x00']
    constants = []
    name, sig = 0, 1
    body = b'\x5c\x00\x00'  # return
    flags, hints = 0x02, b''
    minor, tag = 3, 0
    bad_strings, string_table = None, None
    if case == 'string-index':
        name = 5
    elif case == 'type-index':
        sig = 7
    elif case == 'unknown-opcode':
        body = b'\x19' + body
    elif case == 'newer-opcode':
        body = b'\x76' + body
    elif case == 'value-index':
        body = b'\x5c\x00\x01\x05'
    elif case == 'constant-index':
        body = b'\x10\x02\x07' + body
    elif case == 'dense-size':
        constants = [b'\x03\xaa\xbb\xcc']
        body = b'\x10\x02\x00' + body
    elif case == 'bad-varint':
        body = b'\x5c' + b'\xff' * 10 + b'\x01'
    elif case == 'verify':
        body = b'\x44\x02' + body  # make_token with a tile result type
    elif case == 'version-tag':
        tag = 1
    elif case == 'empty-key':
        # Entry hints: a dictionary whose key is the empty string #1.
        strings.append(b'')
        flags = 0x06
        hints = uv(11) + uv(1) + uv(1) + b'\x0a\x00'
    elif case == 'key-bad-offset':
        # The hints dictionary's key is string #0, whose offset lies past
        # the string data; the function is named by #1.
        strings = [b'', b'k']
        name, bad_strings = 1, {0: 0x700}
        flags = 0x06
        hints = uv(11) + uv(1) + uv(0) + b'\x0a\x00'
    elif case == 'name-bad-offset':
        # The function's name, string #0, has an offset past the data.
        bad_strings = {0: 1000}
    elif case == 'name-bad-offset-empty-key':
        # A bad name (read as empty) and then an empty dictionary key: the
        # key is reported, with a note on the name.
        strings.append(b'')
        bad_strings = {0: 1000}
        flags = 0x06
        hints = uv(11) + uv(1) + uv(1) + b'\x0a\x00'
    elif case == 'unused-bad-offset':
        # String #1 is never used; its offset 4 runs backwards (past #2's
        # offset 3).
        strings += [b'xy', b'z']
        bad_strings = {1: 4}
    elif case == 'first-offset':
        # String #0 must start at 0.
        strings = [b'kk']
        bad_strings = {0: 1}
    elif case == 'truncated-offsets':
        # Three offsets announced, one present: refused as the table is read.
        string_table = uv(3) + b'\xcb\xcb\xcb' + struct.pack('<I', 0) + b'k'
    elif case == 'permute-extreme':
        # #3 tile<2xi32>, #4 (tile<2xi32>) -> (); permute %arg0 [0, INT32_MIN]
        types += [b'\x0d\x00\x01' + struct.pack('<q', 2), b'\x10\x01\x03\x00']
        sig = 4
        body = (b'\x53' + uv(3) + uv(2) + struct.pack('<ii', 0, -2**31) +
                uv(0) + body)
    elif case == 'newer-opcode-13.4':
        minor = 4
        body = b'\x7b' + body
    elif case in ('ptr-attr-13.4', 'ptr-attr-none-13.4'):
        # #3 ptr<i32> with the 13.4 pointer attribute (flags 1, value 2 or
        # 0), #4 tile<ptr<i32>>, #5 (tile<ptr<i32>>) -> ()
        minor = 4
        attr = b'\x02' if case == 'ptr-attr-13.4' else b'\x00'
        types += [b'\x0c\x01\x00' + attr, b'\x0d\x03\x00',
                  b'\x10\x01\x04\x00']
        sig = 5
    elif case in ('ftoi-saturating-13.4', 'ftoi-flags-13.4'):
        # #3 f32, #4 tile<f32>, #5 (tile<f32>) -> ();
        # ftoi %arg0 -> tile<i32> with flags 1 (saturating) or 3 (bit 1 is
        # not defined), signed, rounding nearest_int_to_zero.
        minor = 4
        types += [b'\x07', b'\x0d\x03\x00', b'\x10\x01\x04\x00']
        sig = 5
        bits = b'\x01' if case == 'ftoi-saturating-13.4' else b'\x03'
        body = b'\x2b\x02' + bits + b'\x01\x06\x00' + body
    elif case in ('inbounds-13.4', 'inbounds-bool-13.4',
                  'inbounds-count-13.4'):
        # #3 f32, #4 tensor_view<4xf32, strides=[1]> (13.4: no pointer
        # attribute), #5 partition_view<tile=(4), #4>, #6 tile<4xf32>,
        # #7 token, #8 (#5) -> ().
        minor = 4
        i64 = lambda v: struct.pack('<q', v)
        i32 = lambda v: struct.pack('<i', v)
        types += [b'\x07',
                  b'\x0e\x00\x03' + uv(1) + i64(4) + uv(1) + i64(1),
                  b'\x0f\x00' + uv(1) + i32(4) + b'\x04' + uv(1) + i32(0),
                  b'\x0d\x03' + uv(1) + i64(4), b'\x11',
                  b'\x10\x01\x05\x00']
        sig = 8
        inbounds = {'inbounds-13.4': b'\x01\x01',
                    'inbounds-bool-13.4': b'\x01\x02',
                    'inbounds-count-13.4': b'\x02\x01\x00'}[case]
        # get_tile_block_id -> v1..v3; load_view_tko weak %arg0[v1] with
        # results #6, #7, no flags, then the inbounds array.
        body = (b'\x30\x02\x02\x02' + b'\x3e\x02\x06\x07\x00\x00' +
                inbounds + b'\x00\x01\x01' + body)
    elif case in ('e5m3-13.3', 'e5m3-13.4', 'tag-129-13.4'):
        # #3 f8E5M3FNU (tag 130, the varint 82 01, since 13.4) or the
        # unassigned tag 129 (81 01), #4 ptr<#3>, #5 tile<ptr>, #6 (#5) -> ()
        minor = 3 if case == 'e5m3-13.3' else 4
        ptr_flags = b'' if minor == 3 else b'\x00'
        types += [uv(129 if case == 'tag-129-13.4' else 130),
                  b'\x0c' + ptr_flags + b'\x03', b'\x0d\x04\x00',
                  b'\x10\x01\x05\x00']
        sig = 6
    elif case == 'new-type-13.1':
        # A 13.1 file whose signature takes a tile of f4E2M1FN (tag 19, 13.3).
        minor = 1
        types[0] = b'\x13'
        types.append(b'\x10\x01\x02\x00')
        sig = 3
    func = (uv(1) + uv(name) + uv(sig) + bytes([flags]) + uv(0) + hints +
            uv(len(body)) + body)
    out = bytearray(b'\x7fTileIR\x00\x0d' + bytes([minor]) +
                    struct.pack('<H', tag))
    section(out, 2, func, 8)
    if constants:
        section(out, 4, table(constants, 8), 8)
    section(out, 5, table(types, 4), 4)
    section(out, 1, string_table or table(strings, 4, bad_strings), 4)
    out.append(0)
    return bytes(out)


if __name__ == '__main__':
    with open(sys.argv[2], 'wb') as f:
        f.write(build(sys.argv[1]))
