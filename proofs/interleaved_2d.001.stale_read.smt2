; program interleaved_2d, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r60_byte () Int)
(declare-fun r60_1 () Int)
(declare-fun r60_0 () Int)
(declare-fun byte () Int)
(declare-fun w61_byte () Int)
(declare-fun w61_1 () Int)
(declare-fun w61_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s62_byte () Int)
(declare-fun s62_1 () Int)
(declare-fun s62_0 () Int)
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r60_0 16) (* r60_1 1)))))))
 (and (and (>= r60_0 0) (< r60_0 4)) (and (>= r60_1 0) (< r60_1 16)) (and (>= r60_byte 0) (< r60_byte 4)) (= byte (+ ?x207 r60_byte)))))
(assert
 (let ((?x315 (+ 0 (* 4 (+ 1 (+ (* w61_0 16) (* w61_1 2)))))))
 (and (and (>= w61_0 0) (< w61_0 4)) (and (>= w61_1 0) (< w61_1 8)) (and (>= w61_byte 0) (< w61_byte 4)) (= byte (+ ?x315 w61_byte)))))
(assert
 (let (($x183 (= (mod (mod (- (div (- byte 0) 4) 1) 16) 2) 0)))
 (let (($x224 (< (div (mod (- (div (- byte 0) 4) 1) 16) 2) 8)))
 (let (($x126 (and (>= (- (div (- byte 0) 4) 1) 0) (< (div (- (div (- byte 0) 4) 1) 16) 4) $x224 $x183)))
 (or (or false) (not $x126))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x207 (+ 0 (* 4 (+ 0 (+ (* r60_0 16) (* r60_1 1)))))))
 (= carried0 (+ ?x207 held_byte0))))
(assert
 (let ((?x284 (+ 0 (* 4 (+ 0 (+ (* s62_0 16) (* s62_1 1)))))))
(and (and (>= s62_0 0) (< s62_0 4)) (and (>= s62_1 0) (< s62_1 16)) (and (>= s62_byte 0) (< s62_byte 4)) (= carried0 (+ ?x284 s62_byte)))))
(check-sat)
