; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_3.loss_ptr: stale read (slice_scatter_9 reads slice_scatter_7 vs triton_kernel_wrapper_functional_proxy_3 loss_ptr=slice_35, carried then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r850_byte () Int)
(declare-fun r850_0 () Int)
(declare-fun byte () Int)
(declare-fun w851_byte () Int)
(declare-fun w851_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s852_byte () Int)
(declare-fun s852_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s853_byte () Int)
(declare-fun s853_0 () Int)
(assert
 (let (($x491 (= byte (+ (+ 0 (* 4 (+ 0 (* r850_0 1)))) r850_byte))))
 (and (and (>= r850_0 0) (< r850_0 16)) (and (>= r850_byte 0) (< r850_byte 4)) $x491)))
(assert
 (let (($x348 (= byte (+ (+ 0 (* 4 (+ 12 (* w851_0 1)))) w851_byte))))
 (and (and (>= w851_0 0) (< w851_0 4)) (and (>= w851_byte 0) (< w851_byte 4)) $x348)))
(assert
 (let (($x692 (and (>= (- (div (- byte 0) 4) 12) 0) (< (div (- (div (- byte 0) 4) 12) 1) 4) (= (mod (- (div (- byte 0) 4) 12) 1) 0))))
 (or (or false) (not $x692))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r850_0 1)))) held_byte0)))
(assert
 (let (($x667 (= carried0 (+ (+ 0 (* 4 (+ 12 (* s852_0 1)))) s852_byte))))
 (and (and (>= s852_0 0) (< s852_0 4)) (and (>= s852_byte 0) (< s852_byte 4)) $x667)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 12 (* s852_0 1)))) held_byte1)))
(assert
 (let (($x285 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s853_0 1)))) s853_byte))))
(and (and (>= s853_0 0) (< s853_0 16)) (and (>= s853_byte 0) (< s853_byte 4)) $x285)))
(check-sat)
