; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r97_byte () Int)
(declare-fun r97_1 () Int)
(declare-fun r97_0 () Int)
(declare-fun byte () Int)
(declare-fun w98_byte () Int)
(declare-fun w98_1 () Int)
(declare-fun w98_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s99_byte () Int)
(declare-fun s99_0 () Int)
(assert
 (let ((?x177 (+ 0 (* 4 (+ 0 (+ (* r97_0 8) (* r97_1 1)))))))
 (and (and (>= r97_0 0) (< r97_0 4)) (and (>= r97_1 0) (< r97_1 8)) (and (>= r97_byte 0) (< r97_byte 4)) (= byte (+ ?x177 r97_byte)))))
(assert
 (let ((?x175 (+ 0 (* 4 (+ 0 (+ (* w98_0 8) (* w98_1 1)))))))
 (and (and (>= w98_0 0) (< w98_0 4)) (and (>= w98_1 0) (< w98_1 4)) (and (>= w98_byte 0) (< w98_byte 4)) (= byte (+ ?x175 w98_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x177 (+ 0 (* 4 (+ 0 (+ (* r97_0 8) (* r97_1 1)))))))
 (= observed (+ ?x177 held_byte))))
(assert
 (let (($x82 (= observed (+ (+ 0 (* 4 (+ 8 (* s99_0 1)))) s99_byte))))
 (and (and (>= s99_0 0) (< s99_0 8)) (and (>= s99_byte 0) (< s99_byte 4)) $x82)))
(assert
 (let (($x208 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x109 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
(let (($x135 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x109 $x208)))
(or (or false) (not $x135))))))
(check-sat)
