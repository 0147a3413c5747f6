; program softmax_two_heads, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r479_byte () Int)
(declare-fun r479_1 () Int)
(declare-fun r479_0 () Int)
(declare-fun byte () Int)
(declare-fun w480_byte () Int)
(declare-fun w480_1 () Int)
(declare-fun w480_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s481_byte () Int)
(declare-fun s481_1 () Int)
(declare-fun s481_0 () Int)
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* r479_0 32) (* r479_1 1)))))))
 (and (and (>= r479_0 0) (< r479_0 8)) (and (>= r479_1 0) (< r479_1 32)) (and (>= r479_byte 0) (< r479_byte 4)) (= byte (+ ?x585 r479_byte)))))
(assert
 (let ((?x337 (+ 0 (* 4 (+ 16 (+ (* w480_0 32) (* w480_1 1)))))))
 (and (and (>= w480_0 0) (< w480_0 8)) (and (>= w480_1 0) (< w480_1 16)) (and (>= w480_byte 0) (< w480_byte 4)) (= byte (+ ?x337 w480_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x585 (+ 0 (* 4 (+ 0 (+ (* r479_0 32) (* r479_1 1)))))))
 (= observed (+ ?x585 held_byte))))
(assert
 (let ((?x342 (+ 0 (* 4 (+ 0 (+ (* s481_0 32) (* s481_1 1)))))))
 (and (and (>= s481_0 0) (< s481_0 8)) (and (>= s481_1 0) (< s481_1 32)) (and (>= s481_byte 0) (< s481_byte 4)) (= observed (+ ?x342 s481_byte)))))
(assert
 (let (($x168 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
(let (($x356 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 16)))
(let (($x365 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x356 $x168)))
(or (or false) (not $x365))))))
(check-sat)
