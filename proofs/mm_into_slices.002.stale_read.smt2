; program mm_into_slices, mm_1.out: stale read (slice_scatter_1 reads slice_scatter vs mm_1 out=slice_scatter (the bytes slice_scatter_1 stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r492_byte () Int)
(declare-fun r492_1 () Int)
(declare-fun r492_0 () Int)
(declare-fun byte () Int)
(declare-fun w493_byte () Int)
(declare-fun w493_1 () Int)
(declare-fun w493_0 () Int)
(assert
 (let ((?x217 (+ 0 (* 4 (+ 0 (+ (* r492_0 7) (* r492_1 1)))))))
 (and (and (>= r492_0 0) (< r492_0 8)) (and (>= r492_1 0) (< r492_1 7)) (and (>= r492_byte 0) (< r492_byte 4)) (= byte (+ ?x217 r492_byte)))))
(assert
 (let ((?x2700 (+ 0 (* 4 (+ 28 (+ (* w493_0 7) (* w493_1 1)))))))
 (and (and (>= w493_0 0) (< w493_0 4)) (and (>= w493_1 0) (< w493_1 7)) (and (>= w493_byte 0) (< w493_byte 4)) (= byte (+ ?x2700 w493_byte)))))
(assert
 (let (($x1172 (= (mod (mod (- (div (- byte 0) 4) 28) 7) 1) 0)))
(let (($x497 (< (div (mod (- (div (- byte 0) 4) 28) 7) 1) 7)))
(let (($x257 (and (>= (- (div (- byte 0) 4) 28) 0) (< (div (- (div (- byte 0) 4) 28) 7) 4) $x497 $x1172)))
(or (or false) (not $x257))))))
(check-sat)
