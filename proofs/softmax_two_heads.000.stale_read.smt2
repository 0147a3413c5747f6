; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r469_byte () Int)
(declare-fun r469_1 () Int)
(declare-fun r469_0 () Int)
(declare-fun byte () Int)
(declare-fun w470_byte () Int)
(declare-fun w470_1 () Int)
(declare-fun w470_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s471_byte () Int)
(declare-fun s471_1 () Int)
(declare-fun s471_0 () Int)
(assert
 (let ((?x843 (+ 0 (* 4 (+ 0 (+ (* r469_0 32) (* r469_1 1)))))))
 (and (and (>= r469_0 0) (< r469_0 8)) (and (>= r469_1 0) (< r469_1 32)) (and (>= r469_byte 0) (< r469_byte 4)) (= byte (+ ?x843 r469_byte)))))
(assert
 (let ((?x361 (+ 0 (* 4 (+ 0 (+ (* w470_0 32) (* w470_1 1)))))))
 (and (and (>= w470_0 0) (< w470_0 8)) (and (>= w470_1 0) (< w470_1 16)) (and (>= w470_byte 0) (< w470_byte 4)) (= byte (+ ?x361 w470_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x843 (+ 0 (* 4 (+ 0 (+ (* r469_0 32) (* r469_1 1)))))))
 (= observed (+ ?x843 held_byte))))
(assert
 (let ((?x781 (+ 0 (* 4 (+ 16 (+ (* s471_0 32) (* s471_1 1)))))))
 (and (and (>= s471_0 0) (< s471_0 8)) (and (>= s471_1 0) (< s471_1 16)) (and (>= s471_byte 0) (< s471_byte 4)) (= observed (+ ?x781 s471_byte)))))
(assert
 (let (($x1037 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
(let (($x1396 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
(let (($x562 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x1396 $x1037)))
(or (or false) (not $x562))))))
(check-sat)
