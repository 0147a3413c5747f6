; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r833_byte () Int)
(declare-fun r833_0 () Int)
(declare-fun byte () Int)
(declare-fun w834_byte () Int)
(declare-fun w834_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s835_byte () Int)
(declare-fun s835_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s836_byte () Int)
(declare-fun s836_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s837_byte () Int)
(declare-fun s837_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s838_byte () Int)
(declare-fun s838_0 () Int)
(assert
 (let (($x566 (= byte (+ (+ 0 (* 4 (+ 0 (* r833_0 1)))) r833_byte))))
 (and (and (>= r833_0 0) (< r833_0 16)) (and (>= r833_byte 0) (< r833_byte 4)) $x566)))
(assert
 (let (($x494 (= byte (+ (+ 0 (* 4 (+ 8 (* w834_0 1)))) w834_byte))))
 (and (and (>= w834_0 0) (< w834_0 4)) (and (>= w834_byte 0) (< w834_byte 4)) $x494)))
(assert
 (let (($x611 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x611)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r833_0 1)))) held_byte0)))
(assert
 (let (($x499 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s835_0 1)))) s835_byte))))
 (and (and (>= s835_0 0) (< s835_0 4)) (and (>= s835_byte 0) (< s835_byte 4)) $x499)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s835_0 1)))) held_byte1)))
(assert
 (let (($x383 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s836_0 1)))) s836_byte))))
 (and (and (>= s836_0 0) (< s836_0 16)) (and (>= s836_byte 0) (< s836_byte 4)) $x383)))
(assert
 (let (($x157 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x157)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s836_0 1)))) held_byte2)))
(assert
 (let (($x326 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s837_0 1)))) s837_byte))))
 (and (and (>= s837_0 0) (< s837_0 4)) (and (>= s837_byte 0) (< s837_byte 4)) $x326)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s837_0 1)))) held_byte3)))
(assert
 (let (($x77 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s838_0 1)))) s838_byte))))
(and (and (>= s838_0 0) (< s838_0 16)) (and (>= s838_byte 0) (< s838_byte 4)) $x77)))
(check-sat)
