; program rotary_per_head, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r338_byte () Int)
(declare-fun r338_1 () Int)
(declare-fun r338_0 () Int)
(declare-fun byte () Int)
(declare-fun w339_byte () Int)
(declare-fun w339_1 () Int)
(declare-fun w339_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s340_byte () Int)
(declare-fun s340_1 () Int)
(declare-fun s340_0 () Int)
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* r338_0 16) (* r338_1 1)))))))
 (and (and (>= r338_0 0) (< r338_0 8)) (and (>= r338_1 0) (< r338_1 16)) (and (>= r338_byte 0) (< r338_byte 4)) (= byte (+ ?x269 r338_byte)))))
(assert
 (let ((?x314 (+ 0 (* 4 (+ 0 (+ (* w339_0 16) (* w339_1 1)))))))
 (and (and (>= w339_0 0) (< w339_0 8)) (and (>= w339_1 0) (< w339_1 8)) (and (>= w339_byte 0) (< w339_byte 4)) (= byte (+ ?x314 w339_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x269 (+ 0 (* 4 (+ 0 (+ (* r338_0 16) (* r338_1 1)))))))
 (= observed (+ ?x269 held_byte))))
(assert
 (let ((?x954 (+ 0 (* 4 (+ 8 (+ (* s340_0 16) (* s340_1 1)))))))
 (and (and (>= s340_0 0) (< s340_0 8)) (and (>= s340_1 0) (< s340_1 8)) (and (>= s340_byte 0) (< s340_byte 4)) (= observed (+ ?x954 s340_byte)))))
(assert
 (let (($x251 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x298 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 8)))
(let (($x1660 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x298 $x251)))
(or (or false) (not $x1660))))))
(check-sat)
