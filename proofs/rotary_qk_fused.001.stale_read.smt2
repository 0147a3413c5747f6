; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r303_byte () Int)
(declare-fun r303_1 () Int)
(declare-fun r303_0 () Int)
(declare-fun byte () Int)
(declare-fun w304_byte () Int)
(declare-fun w304_1 () Int)
(declare-fun w304_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s305_byte () Int)
(declare-fun s305_1 () Int)
(declare-fun s305_0 () Int)
(assert
 (let ((?x1296 (+ 0 (* 4 (+ 0 (+ (* r303_0 24) (* r303_1 1)))))))
 (and (and (>= r303_0 0) (< r303_0 8)) (and (>= r303_1 0) (< r303_1 24)) (and (>= r303_byte 0) (< r303_byte 4)) (= byte (+ ?x1296 r303_byte)))))
(assert
 (let ((?x385 (+ 0 (* 4 (+ 0 (+ (* w304_0 24) (* w304_1 1)))))))
 (and (and (>= w304_0 0) (< w304_0 8)) (and (>= w304_1 0) (< w304_1 8)) (and (>= w304_byte 0) (< w304_byte 4)) (= byte (+ ?x385 w304_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1296 (+ 0 (* 4 (+ 0 (+ (* r303_0 24) (* r303_1 1)))))))
 (= observed (+ ?x1296 held_byte))))
(assert
 (let ((?x952 (+ 0 (* 4 (+ 0 (+ (* s305_0 24) (* s305_1 1)))))))
 (and (and (>= s305_0 0) (< s305_0 8)) (and (>= s305_1 0) (< s305_1 24)) (and (>= s305_byte 0) (< s305_byte 4)) (= observed (+ ?x952 s305_byte)))))
(assert
 (let (($x557 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x1186 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x360 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x1186 $x557)))
 (let (($x323 (or false)))
 (or $x323 (not $x360)))))))
(assert
 (let (($x500 (= (mod (mod (- (div (- observed 0) 4) 8) 24) 1) 0)))
(let (($x843 (< (div (mod (- (div (- observed 0) 4) 8) 24) 1) 8)))
(let (($x1193 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 24) 8) $x843 $x500)))
(let (($x323 (or false)))
(or $x323 (not $x1193)))))))
(check-sat)
