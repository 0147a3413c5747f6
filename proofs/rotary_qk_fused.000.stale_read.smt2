; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r302_byte () Int)
(declare-fun r302_1 () Int)
(declare-fun r302_0 () Int)
(declare-fun byte () Int)
(declare-fun w303_byte () Int)
(declare-fun w303_1 () Int)
(declare-fun w303_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s304_byte () Int)
(declare-fun s304_1 () Int)
(declare-fun s304_0 () Int)
(assert
 (let ((?x1402 (+ 0 (* 4 (+ 0 (+ (* r302_0 24) (* r302_1 1)))))))
 (and (and (>= r302_0 0) (< r302_0 8)) (and (>= r302_1 0) (< r302_1 24)) (and (>= r302_byte 0) (< r302_byte 4)) (= byte (+ ?x1402 r302_byte)))))
(assert
 (let ((?x28 (+ 0 (* 4 (+ 0 (+ (* w303_0 24) (* w303_1 1)))))))
 (and (and (>= w303_0 0) (< w303_0 8)) (and (>= w303_1 0) (< w303_1 8)) (and (>= w303_byte 0) (< w303_byte 4)) (= byte (+ ?x28 w303_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1402 (+ 0 (* 4 (+ 0 (+ (* r302_0 24) (* r302_1 1)))))))
 (= observed (+ ?x1402 held_byte))))
(assert
 (let ((?x1178 (+ 0 (* 4 (+ 8 (+ (* s304_0 24) (* s304_1 1)))))))
 (and (and (>= s304_0 0) (< s304_0 8)) (and (>= s304_1 0) (< s304_1 8)) (and (>= s304_byte 0) (< s304_byte 4)) (= observed (+ ?x1178 s304_byte)))))
(assert
 (let (($x419 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x970 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x323 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x970 $x419)))
(or (or false) (not $x323))))))
(check-sat)
