; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads getitem vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried then sizes=(4, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r988_byte () Int)
(declare-fun r988_1 () Int)
(declare-fun r988_0 () Int)
(declare-fun byte () Int)
(declare-fun w989_byte () Int)
(declare-fun w989_1 () Int)
(declare-fun w989_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s990_byte () Int)
(declare-fun s990_1 () Int)
(declare-fun s990_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s991_byte () Int)
(declare-fun s991_1 () Int)
(declare-fun s991_0 () Int)
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* r988_0 32) (* r988_1 1)))))))
 (and (and (>= r988_0 0) (< r988_0 4)) (and (>= r988_1 0) (< r988_1 16)) (and (>= r988_byte 0) (< r988_byte 4)) (= byte (+ ?x585 r988_byte)))))
(assert
 (let ((?x102 (+ 0 (* 4 (+ 16 (+ (* w989_0 32) (* w989_1 1)))))))
 (and (and (>= w989_0 0) (< w989_0 4)) (and (>= w989_1 0) (< w989_1 16)) (and (>= w989_byte 0) (< w989_byte 4)) (= byte (+ ?x102 w989_byte)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* r988_0 32) (* r988_1 1)))))))
 (= carried0 (+ ?x585 held_byte0))))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* s990_0 32) (* s990_1 1)))))))
 (and (and (>= s990_0 0) (< s990_0 4)) (and (>= s990_1 0) (< s990_1 32)) (and (>= s990_byte 0) (< s990_byte 4)) (= carried0 (+ ?x390 s990_byte)))))
(assert
 (let (($x72 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x621 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 16)))
 (let (($x190 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 4) $x621 $x72)))
 (or (or false) (not $x190))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* s990_0 32) (* s990_1 1)))))))
 (= carried1 (+ ?x390 held_byte1))))
(assert
 (let ((?x811 (+ 0 (* 4 (+ 0 (+ (* s991_0 32) (* s991_1 1)))))))
(and (and (>= s991_0 0) (< s991_0 4)) (and (>= s991_1 0) (< s991_1 32)) (and (>= s991_byte 0) (< s991_byte 4)) (= carried1 (+ ?x811 s991_byte)))))
(check-sat)
