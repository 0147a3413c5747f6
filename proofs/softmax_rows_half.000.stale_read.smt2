; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r488_byte () Int)
(declare-fun r488_1 () Int)
(declare-fun r488_0 () Int)
(declare-fun byte () Int)
(declare-fun w489_byte () Int)
(declare-fun w489_1 () Int)
(declare-fun w489_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s490_byte () Int)
(declare-fun s490_1 () Int)
(declare-fun s490_0 () Int)
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r488_0 16) (* r488_1 1)))))))
 (and (and (>= r488_0 0) (< r488_0 8)) (and (>= r488_1 0) (< r488_1 16)) (and (>= r488_byte 0) (< r488_byte 4)) (= byte (+ ?x110 r488_byte)))))
(assert
 (let ((?x563 (+ 0 (* 4 (+ 0 (+ (* w489_0 16) (* w489_1 1)))))))
 (and (and (>= w489_0 0) (< w489_0 4)) (and (>= w489_1 0) (< w489_1 16)) (and (>= w489_byte 0) (< w489_byte 4)) (= byte (+ ?x563 w489_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x110 (+ 0 (* 4 (+ 0 (+ (* r488_0 16) (* r488_1 1)))))))
 (= observed (+ ?x110 held_byte))))
(assert
 (let ((?x1033 (+ 0 (* 4 (+ 64 (+ (* s490_0 16) (* s490_1 1)))))))
 (and (and (>= s490_0 0) (< s490_0 4)) (and (>= s490_1 0) (< s490_1 16)) (and (>= s490_byte 0) (< s490_byte 4)) (= observed (+ ?x1033 s490_byte)))))
(assert
 (let (($x1054 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x677 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x952 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x677 $x1054)))
(or (or false) (not $x952))))))
(check-sat)
